import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotificationContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { i18nProvider } from '../../src/i18n';
import { SessionNotification } from '../../src/layout/session/SessionNotification';
import { sessionState } from '../../src/providers/sessionState';
import { renderConsole } from '../helpers/renderConsole';

const Burst = () => {
  const notify = useNotify();
  const { notifications } = useNotificationContext();
  return (
    <>
      <button
        onClick={() => {
          for (let i = 0; i < 3; i += 1) notify('app.http.unauthorized', { type: 'error' });
          notify('Saved', { type: 'info' });
        }}
      >
        burst
      </button>
      <output aria-label="queue">
        {notifications.map((one) => String(one.message)).join('|')}
      </output>
    </>
  );
};

describe('session end', () => {
  it('shows one toast for a burst of 401 toasts and keeps the others queued', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Burst />
        <SessionNotification />
      </AdminContext>,
    );
    await user.click(screen.getByRole('button', { name: 'burst' }));
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'queue' })).toHaveTextContent(/^Saved$/),
    );
  });

  it('opens one prompt with the sign-in link when every dashboard call answers 401, and calls nothing again', async () => {
    sessionState.reset();
    mockControl.faults.add({ path: '/admin/stats', status: 401 });
    mockControl.faults.add({ path: '/admin/chart', status: 401 });
    renderConsole('/admin/', {
      menu: [{ label: 'Dashboard', path: '/', linkToPage: true }],
      settings: { signInUrl: '/users/sign_in?back=admin' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Session ended' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog.querySelector('a')).toHaveAttribute('href', '/users/sign_in?back=admin');
    await waitFor(() => expect(mockControl.journal.find('GET', '/admin/chart')).toHaveLength(3));
    expect(mockControl.journal.find('GET', '/admin/stats')).toHaveLength(1);
    // Continue closes the prompt; the next call tells whether the session is back.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockControl.journal.find('GET', '/admin/stats')).toHaveLength(1);
  });
});
