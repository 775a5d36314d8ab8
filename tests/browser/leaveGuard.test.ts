import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness';

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this form?' });

/** The typed work is not lost by a `g` shortcut, Back or a menu link. */
describe('leaving a back-office form with typed work', () => {
  const suite = useBrowserSuite();

  it('the invoice form asks before a g shortcut leaves; Stay keeps what was typed', async () => {
    const page = await suite.open('/admin/companies/invoices');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('ap@northwind.example');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('2500');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    const dialog = leaveDialog(page);
    await dialog.getByText('You have unsaved changes. Leave anyway?').waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/companies/invoices');
    expect(await email.inputValue()).toBe('ap@northwind.example');

    await page.getByRole('menuitem', { name: 'Cashout Report' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/admin/students/cashout_report');
  });

  it('the company form asks before Back leaves; an untouched form goes without a word', async () => {
    const page = await suite.open('/admin/');
    await page.getByRole('menuitem', { name: 'New company or team' }).click();
    const radio = page.getByRole('radio', { name: 'New company' });
    await radio.check();
    await page.getByRole('textbox', { name: /Company name/ }).fill('Northwind Labs');
    await page.getByRole('textbox', { name: /Team name/ }).fill('Research');
    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/companies/new');
    expect(await page.getByRole('textbox', { name: /Company name/ }).inputValue()).toBe(
      'Northwind Labs',
    );

    // The server's redirect after a save is not held back.
    suite.fault({
      path: '/admin/companies',
      method: 'POST',
      status: 200,
      body: { data: { redirectTo: '/admin/companies/invoices' } },
      times: 1,
    });
    await page.getByRole('button', { name: 'Create company' }).click();
    await page.waitForURL('**/admin/companies/invoices');
    expect(await leaveDialog(page).count()).toBe(0);

    // An untouched form goes without a word.
    await page.goto(`${new URL(page.url()).origin}/admin/companies/new`);
    await page.getByRole('radio', { name: 'New team' }).waitFor();
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    await page.waitForURL('**/admin/companies/invoices');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
