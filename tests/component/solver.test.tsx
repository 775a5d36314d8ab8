import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import SolverApp from '../../src/solver/SolverApp';

const renderSolver = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/challenges/:slug/*" element={<SolverApp />} />
      </Routes>
    </MemoryRouter>,
  );

const openForm = async () => {
  const user = userEvent.setup();
  renderSolver('/challenges/open-challenge');
  await user.click(await screen.findByRole('button', { name: 'Reserve a spot' }));
  await screen.findByRole('button', { name: 'Submit solution' });
  return user;
};

describe('the solver area (jsdom)', () => {
  it('shows a not-found heading for an unknown challenge', async () => {
    renderSolver('/challenges/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'This challenge could not be found.' })).toBeInTheDocument();
  });

  it('shows a non-JSON answer as a clear message, and Retry loads the challenge', async () => {
    mockControl.faults.add({ path: '/contests/open-challenge', method: 'GET', nonJson: true, times: 1 });
    renderSolver('/challenges/open-challenge');
    expect(await screen.findByRole('heading', { level: 1, name: 'The challenge could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByText('The server sent an answer that could not be read (it was not JSON).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Open challenge/ })).toBeInTheDocument();
  });

  it('sends a solution once however fast the button is pressed', async () => {
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Describe your idea/ }), 'One idea');
    await user.selectOptions(screen.getByRole('combobox', { name: /What is your major\?/ }), 'Business');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    mockControl.faults.add({ path: '/solutions', method: 'POST', delayMs: 300, status: 422, body: { data: { errors: 'Slow down' } }, times: 1 });
    const submit = screen.getByRole('button', { name: 'Submit solution' });
    // Two clicks in the same tick, before React disables the button.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Slow down')).toBeInTheDocument();
    expect(mockControl.journal.find('POST', '/solutions')).toHaveLength(1);
  });

  it('shows a lost connection on submit as the client message and keeps the answers', async () => {
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Describe your idea/ }), 'Kept text');
    await user.selectOptions(screen.getByRole('combobox', { name: /What is your major\?/ }), 'Business');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    mockControl.faults.add({ path: '/solutions', method: 'POST', network: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Submit solution' }));
    expect(await screen.findByText('The server could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Describe your idea/ })).toHaveValue('Kept text');
  });

  it('reorders a ranking with the keyboard-friendly buttons', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Move Design up' }));
    await waitFor(() => expect(screen.getByText('2. Design')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Move Price up' })).toBeDisabled();
  });
});
