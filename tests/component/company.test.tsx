import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockControl, server } from '../../mocks/node';
import { renderConsole } from '../helpers/renderConsole';

const posts = () => mockControl.journal.find('POST', '/admin/companies');

const fillTeam = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('combobox', { name: /Company/ }, { timeout: 30_000 }));
  await user.click(await screen.findByRole('option', { name: 'Acme Robotics' }));
  await user.type(screen.getByRole('textbox', { name: /Team name/ }), 'Growth');
};

const answerRedirect = (redirectTo: string) =>
  server.use(
    http.post('*/api/v1/admin/companies', () => HttpResponse.json({ data: { redirectTo } })),
  );

// A whole console under jsdom on a shared machine: mounting alone can take seconds.
describe('new company or team', { timeout: 45_000 }, () => {
  it('sends once however fast the button is pressed twice', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/companies/new');
    await fillTeam(user);
    const submit = screen.getByRole('button', { name: 'Create team' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByText('Request processed successfully!');
    expect(posts()).toHaveLength(1);
  });

  it('follows a console redirect inside the app', async () => {
    answerRedirect('/admin/students/demographics?mode=admin');
    const user = userEvent.setup();
    renderConsole('/admin/companies/new');
    await fillTeam(user);
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    // The demographics page's code (its charts included) is transformed on first import: slow
    // on a loaded machine, so this wait is longer than the default.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Problem Solver Demographics' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
  });

  it('ignores a redirect to another origin and stays on a fresh team form', async () => {
    answerRedirect('https://evil.example/phish');
    const user = userEvent.setup();
    renderConsole('/admin/companies/new');
    await fillTeam(user);
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    await screen.findByText('Request processed successfully!');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Team name/ })).toHaveValue(''));
    expect(window.location.href).not.toContain('evil.example');
  });

  it('says the server could not be reached instead of a vague failure', async () => {
    mockControl.faults.add({ path: '/admin/companies', network: true, times: 1 });
    const user = userEvent.setup();
    renderConsole('/admin/companies/new');
    await fillTeam(user);
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(
      await screen.findByText(
        'The server could not be reached. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Team name/ })).toHaveValue('Growth');
  });
});
