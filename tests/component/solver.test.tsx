import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import SolverApp from '../../src/solver/SolverApp';

// The solver area reads the address itself (History API), as in a browser.
const renderSolver = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<SolverApp />);
};

const openForm = async () => {
  const user = userEvent.setup();
  renderSolver('/challenges/open-challenge');
  await user.click(await screen.findByRole('button', { name: 'Reserve a spot' }));
  await screen.findByRole('button', { name: 'Submit solution' });
  return user;
};

// The whole solution form is large for jsdom: its slower tests get a longer time-out.
describe('the solver area (jsdom)', () => {
  it('shows a not-found heading for an unknown challenge', async () => {
    renderSolver('/challenges/no-such-thing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This challenge could not be found.' }),
    ).toBeInTheDocument();
  });

  it('shows a non-JSON answer as a clear message, and Retry loads the challenge', async () => {
    mockControl.faults.add({
      path: '/contests/open-challenge',
      method: 'GET',
      nonJson: true,
      times: 1,
    });
    renderSolver('/challenges/open-challenge');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The challenge could not be loaded.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The server sent an answer that could not be read (it was not JSON).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Open challenge/ }),
    ).toBeInTheDocument();
  });

  it('sends a solution once however fast the button is pressed', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText(/Describe your idea/), {
      target: { value: 'One idea' },
    });
    fireEvent.change(screen.getByLabelText(/What is your major\?/), {
      target: { value: 'Business' },
    });
    fireEvent.click(screen.getByLabelText('No'));
    mockControl.faults.add({
      path: '/solutions',
      method: 'POST',
      delayMs: 300,
      status: 422,
      body: { data: { errors: 'Slow down' } },
      times: 1,
    });
    // getByRole is slow on a form this large under jsdom; the label text finds the same button.
    const submit = screen.getByText('Submit solution');
    // Two clicks in the same tick, before React disables the button.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Slow down')).toBeInTheDocument();
    expect(mockControl.journal.find('POST', '/solutions')).toHaveLength(1);
  }, 40_000);

  it('shows a lost connection on submit as the client message and keeps the answers', async () => {
    const user = await openForm();
    fireEvent.change(screen.getByLabelText(/Describe your idea/), {
      target: { value: 'Kept text' },
    });
    fireEvent.change(screen.getByLabelText(/What is your major\?/), {
      target: { value: 'Business' },
    });
    fireEvent.click(screen.getByLabelText('Yes'));
    mockControl.faults.add({ path: '/solutions', method: 'POST', network: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Submit solution' }));
    expect(
      await screen.findByText(
        'The server could not be reached. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Describe your idea/)).toHaveValue('Kept text');
  }, 40_000);

  it('reorders a ranking with the keyboard-friendly buttons', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Move Design up' }));
    await waitFor(() => expect(screen.getByText('2. Design')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Move Price up' })).toBeDisabled();
  });
});
