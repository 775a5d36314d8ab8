import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness';

describe('leaving the challenge form with unsaved changes', () => {
  const suite = useBrowserSuite();

  it('asks before an in-app link leaves; Stay keeps what was typed, Leave goes', async () => {
    const page = await suite.open('/admin/contests/new');
    const title = page.getByRole('textbox', { name: 'Title' }).first();
    await title.fill('Campus commute ideas');
    await page.getByRole('menuitem', { name: 'Cashout Report' }).click();

    const dialog = page.getByRole('dialog', { name: 'Leave this challenge?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('You have unsaved changes. Leave anyway?');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/contests/new');
    expect(await title.inputValue()).toBe('Campus commute ideas');

    await page.getByRole('menuitem', { name: 'Cashout Report' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/admin/students/cashout_report');
  });

  it('lets an untouched form go without asking', async () => {
    const page = await suite.open('/admin/contests/new');
    await page.getByRole('textbox', { name: 'Title' }).first().waitFor();
    await page.getByRole('menuitem', { name: 'Cashout Report' }).click();
    await page.waitForURL('**/admin/students/cashout_report');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
