import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cashouts } from '../../mocks/db/cashouts';
import { contests } from '../../mocks/db/contests';
import { users } from '../../mocks/db/people';
import { networkQuiet, useBrowserSuite } from './harness';

/** The name of what has the keyboard focus. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/**
 * A confirmation of something irreversible opens on its safe choice: the dialog asks, Cancel has
 * the focus, and a hurried double Enter sends nothing.
 */
const expectSafeOnDoubleEnter = async (page: Page, safe: string, sent: () => unknown[]) => {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => focusedName(page)).toBe(safe);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await networkQuiet(page);
  expect(sent()).toEqual([]);
};

const account = (role: 'solver' | 'challenger') =>
  users().find((user) => user.role === role && user.active)!;

describe('confirmations of irreversible actions in Chromium', () => {
  const suite = useBrowserSuite();
  const posted = (path: string) => () => suite.mock.journal.find('POST', path);

  it('Decline & Deactivate opens on Cancel', async () => {
    const pending = cashouts()
      .filter((row) => row.status === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt)[0]!;
    const page = await suite.open('/admin/students/cashouts');
    const card = page.getByRole('region', { name: users().get(pending.userId)!.name }).first();
    await card.getByRole('combobox', { name: 'Decline reason' }).click();
    await page
      .getByRole('option', { name: 'The account at the payment provider is locked' })
      .click();
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Decline & Deactivate User' }).click();
    await expectSafeOnDoubleEnter(page, 'Cancel', posted('/admin/solvers/cashouts/decide'));
  });

  it.each([
    ['Deactivate account', 'solver', {}],
    ['Delete all info', 'challenger', {}],
    ['Redact solver account', 'solver', { 'TrustArc ID': 'TA-1234' }],
    ['Correct e-mail', 'solver', { 'New e-mail': 'fixed.address@example.edu' }],
  ] as const)(
    'the support action %s asks first, and opens on Cancel',
    async (action, role, fields) => {
      const area = role === 'solver' ? 'students' : 'companies';
      const page = await suite.open(`/admin/${area}/support_tools`);
      await page.getByRole('textbox', { name: /^E-mail/ }).fill(account(role).email);
      await page.getByRole('combobox', { name: /^Action/ }).click();
      await page.getByRole('option', { name: action, exact: true }).click();
      // The open menu hides the rest of the page from the accessibility tree until it has closed.
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await page.getByRole('combobox', { name: /^Action/ }).textContent()).toContain(action);
      for (const [label, value] of Object.entries(fields))
        await page.getByRole('textbox', { name: new RegExp(label) }).fill(value);
      await page.getByRole('button', { name: 'Run action' }).click();
      await expectSafeOnDoubleEnter(page, 'Cancel', posted(`/admin/support_tools/${role}`));
    },
  );

  it('an invoice above $1,000,000 opens on "Change the amount"', async () => {
    const page = await suite.open('/admin/companies/invoices');
    await page.getByRole('textbox', { name: 'Email' }).fill('ap@northwind.example');
    await page.getByLabel('Amount (USD)').fill('2000000');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectSafeOnDoubleEnter(page, 'Change the amount', posted('/admin/companies/invoices'));
  });

  it("a type change that would reset a clone's content opens on Cancel, and a double Enter keeps it", async () => {
    const row = contests().find((contest) => contest.contest_type === 'submission')!;
    const page = await suite.open(`/admin/contests/${row.slug}/clone`);
    const title = page.locator('#challenge-section-title input');
    await expect.poll(() => title.inputValue()).toBe(`Copy of ${row.title}`);
    // The click asks first: the radio stays as it is until confirmed.
    await page.getByRole('radio', { name: 'Ideation' }).click();
    await expectSafeOnDoubleEnter(page, 'Cancel', posted('/admin/contests'));
    expect(await title.inputValue()).toBe(`Copy of ${row.title}`);
    expect(await page.getByRole('radio', { name: 'Submission' }).isChecked()).toBe(true);
  });
});
