import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { opportunities } from '../../mocks/db/opportunities';
import { renderConsole } from '../helpers/renderConsole';

describe('Challenge Request Details', () => {
  it('shows None until Assign to me, then the supervisor the server returns', async () => {
    const unclaimed = opportunities().find((row) => row.supervisorName === null)!;
    renderConsole(`/admin/sales/opportunities/${unclaimed.id}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Challenge Request Details' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    const supervisor = () =>
      screen
        .getAllByRole('status')
        .find((element) => element.textContent?.startsWith('Supervisor:'));
    await waitFor(() => expect(supervisor()).toHaveTextContent('Supervisor: None'));
    expect(screen.getByText(unclaimed.payload.challengeTopic)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(supervisor()).toHaveTextContent('Supervisor: Morgan Admin'));
    expect(mockControl.journal.find('POST', '/admin/sales/claim')[0].body).toEqual({
      id: String(unclaimed.id),
    });
  }, 45_000);

  it('says when the opportunity does not exist', async () => {
    renderConsole('/admin/sales/opportunity/99999');
    expect(
      await screen.findByText('This opportunity could not be found.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  }, 45_000);
});
