import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cashouts } from '../../mocks/db/cashouts';
import { mockControl } from '../../mocks/node';
import { pendingCashouts, undoSecondsKey } from '../browser/cashoutHelpers';
import { renderConsole } from '../helpers/renderConsole';

const DECIDE = '/admin/solvers/cashouts/decide';
const sent = () => mockControl.journal.find('POST', DECIDE);

/** Manage Cashouts with no undo window: a batch leaves when chosen. */
const openDesk = async () => {
  localStorage.setItem(undoSecondsKey, '0');
  renderConsole('/admin/students/cashouts');
  const bar = await screen.findByRole('region', { name: 'Bulk decisions' }, { timeout: 30_000 });
  return within(bar);
};

const box = (name: string) => screen.findByRole('checkbox', { name: new RegExp(`of ${name},`) });

describe('Manage Cashouts: bulk decisions', () => {
  it('refuses a batch over $5,000 before anything is sent, naming the cap', async () => {
    const [first, second] = pendingCashouts();
    cashouts().update(first.id, { cents: 450_000 });
    cashouts().update(second.id, { cents: 50_001 });
    const bar = await openDesk();
    await userEvent.click(await box(first.name));
    await userEvent.click(await box(second.name));
    expect(bar.getByText('Total: $5,000.01')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Approve selected' }));
    expect(
      within(bar.getByRole('alert')).getByText(
        'Nothing was sent: a batch holds at most $5,000.00 ($5,000.01 selected).',
      ),
    ).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  }, 60_000);

  it("a failed cashout stays open with the server's message; Retry failed sends it alone under its key", async () => {
    const [first, second, third] = pendingCashouts();
    mockControl.faults.add({
      path: DECIDE,
      method: 'POST',
      when: { id: second.id },
      status: 503,
      message: 'The payment provider is offline',
      times: 1,
    });
    const bar = await openDesk();
    const user = userEvent.setup();
    await user.click(await box(first.name));
    await user.keyboard('{Shift>}');
    await user.click(await box(third.name));
    await user.keyboard('{/Shift}');
    expect(bar.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Approve selected' }));
    expect(
      await bar.findByText('Batch done: 2 decided, 1 failed.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Not decided in the batch: The payment provider is offline'),
    ).toBeInTheDocument();
    expect(sent()).toHaveLength(3);
    const key = sent().find((entry) => (entry.body as { id: number }).id === second.id)!.headers[
      'idempotency-key'
    ];
    await userEvent.click(bar.getByRole('button', { name: 'Retry failed' }));
    expect(await bar.findByText('Batch done: 3 decided.')).toBeInTheDocument();
    await waitFor(() => expect(sent()).toHaveLength(4));
    expect(sent()[3].body).toEqual({ decision: 'approve', id: second.id, reason: '' });
    expect(sent()[3].headers['idempotency-key']).toBe(key);
  }, 45_000);
});
