import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cashouts } from '../../mocks/db/cashouts';
import { contests } from '../../mocks/db/contests';
import { users } from '../../mocks/db/people';
import type { FaultRule } from '../../mocks/faults';
import { useBrowserSuite } from './harness';

/**
 * A 2xx to a change means the server made it, whatever the body holds. Each
 * mutation, answered with `{}` in the envelope, no body and a body that is not JSON, shows the
 * seed's success and its done state; no error invites the user to send it again. Then
 * the same against a server that answers every call with the named fields only, and one that
 * adds keys of its own to every answer.
 */
interface Answer {
  rule: Omit<FaultRule, 'path'>;
  /** Every call answers so, not only the mutation (a named-only server). */
  everywhere?: boolean;
  /** The body holds what the seed names: `data.action` (the mock's "Approved"), `data.message`. */
  named?: boolean;
}
const BODIES: [string, Answer][] = [
  ['{ data: {} }', { rule: { status: 200, body: { data: {} } } }],
  ['no body', { rule: { empty: true } }],
  ['a body that is not JSON', { rule: { nonJson: true, status: 200 } }],
  [
    'only the named fields',
    { rule: { variant: { mode: 'named', seed: 7 } }, everywhere: true, named: true },
  ],
  // Every answer of the mock with keys no seed names, at every depth (extra mode).
  [
    'unknown keys at every depth',
    { rule: { variant: { mode: 'extra' } }, everywhere: true, named: true },
  ],
];

const noErrorToast = async (page: Page) => {
  expect(await page.getByText('Something went wrong...').count()).toBe(0);
  expect(await page.getByText(/could not be read/).count()).toBe(0);
};

describe.each(BODIES)('a 2xx answered with %s in Chromium', (_, answer) => {
  const suite = useBrowserSuite();
  const answerWith = (path: string) => {
    suite.fault({ path, method: 'POST', ...answer.rule });
    if (answer.everywhere) suite.fault({ path: '*', ...answer.rule });
  };

  it('sends an invoice once: success toast, form cleared', async () => {
    const path = '/admin/companies/invoices';
    answerWith(path);
    const page = await suite.open('/admin/companies/invoices');
    await page.getByRole('textbox', { name: 'Email' }).fill('ap@northwind.example');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('2500');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The invoice has been sent successfully').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
    await noErrorToast(page);
    expect(suite.mock.journal.find('POST', path)).toHaveLength(1);
  });

  it('decides a cashout: the card is final under the action done', async () => {
    const path = '/admin/solvers/cashouts/decide';
    answerWith(path);
    const pending = cashouts()
      .filter((cashout) => cashout.status === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt)[0];
    const name = users().get(pending.userId)!.name;
    const page = await suite.open('/admin/students/cashouts');
    const card = page.getByRole('region', { name }).first();
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Approve Cashout' }).click();
    // The undo window is the desk's own tests' business: here the answer is.
    await card.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Request processed successfully!').waitFor();
    // The server's word for what was done when it gives one, else the chosen action's label.
    const done = card.getByRole('button', { name: answer.named ? 'Approved' : 'Approve Cashout' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    await noErrorToast(page);
    expect(suite.mock.journal.find('POST', path)).toHaveLength(1);
  });

  it('runs a support action: the result says it was done (nothing to copy without a message)', async () => {
    const path = '/admin/support_tools/solver';
    answerWith(path);
    const solver = users()
      .all()
      .find((user) => user.role === 'solver' && user.active)!;
    const page = await suite.open('/admin/students/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(solver.email);
    await page.getByRole('combobox', { name: /^Action/ }).click();
    await page.getByRole('option', { name: 'Password reset URL', exact: true }).click();
    await page.getByRole('button', { name: 'Run action' }).click();
    if (answer.named) {
      await page
        .getByRole('status')
        .getByText(/reset_password_token=/)
        .waitFor();
    } else {
      await page
        .getByRole('status')
        .getByText('Done. The server sent no details to show.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    }
    await noErrorToast(page);
  });

  it('creates a team: success toast and a fresh form', async () => {
    const path = '/admin/companies';
    answerWith(path);
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('combobox', { name: /Company/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: /Team name/ }).fill('Night shift');
    await page.getByRole('radio', { name: 'Administrator' }).check();
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText('Request processed successfully!').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /Team name/ }).inputValue()).toBe('');
    await noErrorToast(page);
    expect(suite.mock.journal.find('POST', path)).toHaveLength(1);
  });

  it('claims an opportunity: the supervisor is the user, no second claim offered', async () => {
    const path = '/admin/sales/claim';
    answerWith(path);
    const page = await suite.open('/admin/sales/opportunity/3');
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByText('Assigned to you').waitFor();
    // A forced answer skips the mock's claim: only the named answer names the supervisor.
    if (answer.named)
      await page.getByRole('status').filter({ hasText: 'Supervisor: Morgan Admin' }).waitFor();
    await noErrorToast(page);
    expect(suite.mock.journal.find('POST', path)).toHaveLength(1);
  });

  it('saves an untouched challenge edit: the success toast, sent once', async () => {
    const path = '/admin/contests';
    answerWith(path);
    const row = contests().find(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    )!;
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.getByRole('heading', { name: 'Edit challenge' }).waitFor();
    await page.locator('#challenge-section-title input').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    await noErrorToast(page);
    expect(suite.mock.journal.find('POST', path)).toHaveLength(1);
  });
});
