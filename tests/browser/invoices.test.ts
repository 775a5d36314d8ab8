import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const fill = async (page: Page, email: string, amount: string) => {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
};

const firstRecipient = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first()
    .getByRole('cell')
    .first();

describe('invoices in Chromium', () => {
  const suite = useBrowserSuite();
  const posts = () => suite.mock.journal.find('POST', '/admin/companies/invoices');

  it('shows the form above the sent invoices, with the only campaign type', async () => {
    const page = await suite.open('/admin/companies/invoices');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Invoice recipient',
      'Amount',
      'Paid',
    ]);
    expect(suite.mock.journal.find('GET', '/admin/companies/invoices')[0].query).toMatchObject({
      page: '1',
      limit: '25',
    });
    await page.getByRole('combobox', { name: 'Campaign type' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Prepayment for a Challenge',
    ]);
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page);
  });

  it('sends once on a double click, toasts, refreshes the table and clears the form', async () => {
    const page = await suite.open('/admin/companies/invoices');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    await fill(page, 'ap@northwind.example', '2500');
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await page.getByText('The invoice has been sent successfully').waitFor();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toEqual({
      email: 'ap@northwind.example',
      amount: 2500,
      campaign_type: 'prepayment',
    });
    await expect
      .poll(() => firstRecipient(page).innerText(), { timeout: 10_000 })
      .toBe('ap@northwind.example');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Amount (USD)' }).inputValue()).toBe('');
  });

  it('sends nothing while the form is invalid, and says why on the fields', async () => {
    const page = await suite.open('/admin/companies/invoices');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByText('This field is required').count(), { timeout: 10_000 })
      .toBe(2);
    await fill(page, 'ap@northwind.example', '0.5');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Minimum value is 1').waitFor();
    expect(posts()).toHaveLength(0);
  });

  it('refuses more than two decimals and an address a mail server would refuse; a large amount asks first', async () => {
    const page = await suite.open('/admin/companies/invoices');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await fill(page, 'foo@bar..com', '12.345');
    await send.click();
    await page.getByText('Enter a valid e-mail address').waitFor();
    await page.getByText('Amounts are in US dollars: at most two decimals (cents)').waitFor();
    expect(posts()).toHaveLength(0);

    // Above $1,000,000: nothing leaves until confirmed; Change the amount keeps what was typed.
    await fill(page, 'ap@northwind.example', '9000000');
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Send an invoice of $9,000,000.00?' });
    await dialog.getByText('This invoice to ap@northwind.example is above $1,000,000.').waitFor();
    await dialog.getByRole('button', { name: 'Change the amount' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(posts()).toHaveLength(0);
    expect(await page.getByRole('textbox', { name: 'Amount (USD)' }).inputValue()).toBe('9000000');
    await fill(page, 'ap@northwind.example', '1500000.5');
    await send.click();
    await page
      .getByRole('dialog', { name: 'Send an invoice of $1,500,000.50?' })
      .getByRole('button', { name: 'Send $1,500,000.50' })
      .click();
    await page.getByText('The invoice has been sent successfully').waitFor();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toMatchObject({ email: 'ap@northwind.example', amount: 1500000.5 });
  });

  it('sends every character typed: a decimal comma is the decimal point, thousands commas are thousands', async () => {
    const page = await suite.open('/admin/companies/invoices');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await fill(page, 'ap@northwind.example', '12,50');
    await send.click();
    await page.getByText('The invoice has been sent successfully').waitFor();
    await fill(page, 'ap@northwind.example', '1,250.50');
    await send.click();
    await expect.poll(() => posts().length, { timeout: 10_000 }).toBe(2);
    expect(posts().map((post) => (post.body as { amount: number }).amount)).toEqual([12.5, 1250.5]);
  });

  it('refuses exponents, ambiguous separators and amounts above the ceiling, naming each problem', async () => {
    const page = await suite.open('/admin/companies/invoices');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    const cases = [
      ['1e3', 'Exponents such as 1e3 are not accepted: type the amount in full, as in 1000'],
      [
        '1.250,50',
        '"1.250,50" is not an amount: use digits, a point (or a single comma) before the cents, and commas only between groups of three digits, as in 1,250.50',
      ],
      ['10000000.01', 'An invoice cannot be above $10,000,000.00'],
    ];
    for (const [amount, message] of cases) {
      await fill(page, 'ap@northwind.example', amount!);
      await send.click();
      await page.getByText(message!, { exact: true }).waitFor();
    }
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(posts()).toHaveLength(0);
  });

  it('on a server failure shows the field errors and the toast, and keeps what was typed', async () => {
    suite.fault({
      path: '/admin/companies/invoices',
      method: 'POST',
      status: 422,
      body: { data: { message: 'Invalid', errors: { email: ['has no company account'] } } },
      times: 1,
    });
    const page = await suite.open('/admin/companies/invoices');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    await fill(page, 'nobody@nowhere.example', '120');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Something went wrong...').waitFor();
    await page.getByText('has no company account').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
      'nobody@nowhere.example',
    );
    expect(await page.getByRole('textbox', { name: 'Amount (USD)' }).inputValue()).toBe('120');
    await expectNoSeriousViolations(page);
  });
});
