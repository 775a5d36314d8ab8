import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness';

/**
 * A server that pages its own way (`{ total, page, limit }`, no CONTRACT §5 `totalCount`) and
 * a list whose route does not say so: every page is still reached, and the mismatch is logged
 * once (docs/adding-a-resource.md, "When the server's total is elsewhere").
 */
describe('a list whose answer carries no total, in Chromium', () => {
  const suite = useBrowserSuite();
  const salesCalls = () => suite.mock.journal.find('GET', '/admin/contests');

  it('reaches page 2 and the last page by "next", and logs the mismatch once', async () => {
    suite.mock.reset({ scale: 1200 });
    const warnings: string[] = [];
    const page = await suite.open('/admin/sales/challenges', {
      init: async (context) => {
        await context.route('**/api/v1/admin/contests?*', async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          const query = new URL(route.request().url()).searchParams;
          body.meta = {
            pagination: {
              total: body.meta.pagination.totalCount,
              page: Number(query.get('page')),
              limit: Number(query.get('limit')),
            },
          };
          await route.fulfill({ response, json: body });
        });
        context.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
      },
    });
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    const range = page.getByRole('status').filter({ hasText: ' of ' });
    await rows.first().waitFor();
    await expect.poll(() => range.innerText(), { timeout: 10_000 }).toBe('1-25 of more than 25');
    const titles = () =>
      rows.evaluateAll((found) =>
        found.map((row) => row.querySelector('[role="cell"]')?.textContent),
      );
    const firstPage = await titles();
    await page.getByRole('button', { name: 'Go to next page' }).press('Enter');
    await expect.poll(() => range.innerText(), { timeout: 10_000 }).toBe('26-50 of more than 50');
    await expect.poll(() => salesCalls().at(-1)?.query.page, { timeout: 10_000 }).toBe('2');
    // The range moves with the page at once; the rows when page 2's answer is in.
    await expect.poll(titles, { timeout: 10_000 }).not.toEqual(firstPage);
    expect(await titles()).toHaveLength(25);

    // 240 sales at 100 a page: the third page is short, and "next" stops there.
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '100' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expect.poll(() => range.innerText(), { timeout: 10_000 }).toBe('1-100 of more than 100');
    const next = page.getByRole('button', { name: 'Go to next page' });
    await next.press('Enter');
    await expect
      .poll(() => range.innerText(), { timeout: 10_000 })
      .toBe('101-200 of more than 200');
    await next.press('Enter');
    await expect.poll(() => range.innerText(), { timeout: 10_000 }).toBe('201-240 of 240');
    expect(await next.isDisabled()).toBe(true);

    const told = warnings.filter((text) => text.includes('no total at meta.pagination.totalCount'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('GET /admin/contests:');
  });
});
