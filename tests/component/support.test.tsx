import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../mocks/db/people';
import { mockControl } from '../../mocks/node';
import { renderConsole } from '../helpers/renderConsole';

const posts = () => mockControl.journal.find('POST', '/admin/support_tools/challenger');
const challenger = () =>
  users()
    .all()
    .find((user) => user.role === 'challenger')!;

const choose = async (user: ReturnType<typeof userEvent.setup>, email: string, action: string) => {
  await user.type(
    await screen.findByRole('textbox', { name: /E-mail/ }, { timeout: 30_000 }),
    email,
  );
  await user.click(screen.getByRole('combobox', { name: /^Action/ }));
  await user.click(await screen.findByRole('option', { name: action }));
};

// A whole console under jsdom on a shared machine: mounting alone can take seconds.
describe('support tools form', { timeout: 45_000 }, () => {
  it('deletes all info only after the confirmation, and once', async () => {
    const user = userEvent.setup();
    const target = challenger();
    renderConsole('/admin/companies/support_tools');
    await choose(user, target.email, 'Delete all info');
    const submit = screen.getByRole('button', { name: 'Run action' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Run "Delete all info" on the account ${target.email}?`);
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(`All information of ${target.email} has been deleted.`),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(users().get(target.id)).toBeUndefined();
  });

  it('sends nothing when the confirmation is cancelled, and the button works again', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/companies/support_tools');
    await choose(user, challenger().email, 'Deactivate account');
    await user.click(screen.getByRole('button', { name: 'Run action' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Run action' })).toBeEnabled();
    expect(posts()).toHaveLength(0);
  });

  it('shows the URL of verify_url as plain text with a copy button', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/companies/support_tools');
    await choose(user, challenger().email, 'Verification URL');
    await user.click(screen.getByRole('button', { name: 'Run action' }));
    expect(
      await screen.findByText(/\/users\/confirmation\?confirmation_token=/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('takes the teams from challenge_teams; a failed load shows with Retry and is logged once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockControl.faults.add({
      path: '/admin/contests/form_selects/challenge_teams',
      status: 500,
      times: 1,
    });
    const user = userEvent.setup();
    renderConsole('/admin/companies/support_tools');
    await choose(user, challenger().email, 'Force challenger');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The teams could not be loaded.');
    const failed = 'Load failed: GET /admin/contests/form_selects/challenge_teams (500)';
    expect(log.mock.calls.filter(([text]) => text === failed)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(
      mockControl.journal.find('GET', '/admin/contests/form_selects/challenge_teams'),
    ).toHaveLength(2);
    expect(
      mockControl.journal.find('GET', '/admin/contests/form_selects/company_teams'),
    ).toHaveLength(0);
    log.mockRestore();
  });
});
