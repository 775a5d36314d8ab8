import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../mocks/node';
import { opportunities } from '../../mocks/db/opportunities';
import { renderConsole } from '../helpers/renderConsole';

describe('a console section the server answered in a shape it cannot read', () => {
  it('shows its message and Retry in place; the rest of the page stays; Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const opportunity = opportunities().all()[0];
    // An answer without its record: once, then the server answers as usual.
    mockControl.faults.add({
      path: '/admin/sales/opportunity/*',
      method: 'GET',
      times: 1,
      variant: { mode: 'junk', fields: ['data'], kinds: ['missingRequired'], rate: 1 },
    });
    renderConsole(`/admin/sales/opportunity/${opportunity.id}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).not.toHaveTextContent(/Something went wrong|A client error occurred/);
    expect(alert.textContent?.length).toBeGreaterThan(20);
    // The page around it: its heading and the way back.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Challenge Request Details' }),
    ).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(opportunity.payload.challengeTopic, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      mockControl.journal.find('GET', `/admin/sales/opportunity/${opportunity.id}`),
    ).toHaveLength(2);
  }, 75_000);
});
