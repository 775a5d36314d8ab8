import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const KINDS = ['Genders', 'Ages', 'Ethnicities', 'Countries'];

describe('Problem Solver Demographics in Chromium', () => {
  const suite = useBrowserSuite();

  it('opens on Sales Data with four tables of rows and the last-updated time', async () => {
    const page = await suite.open('/admin/students/demographics');
    await page.getByRole('heading', { level: 1, name: 'Problem Solver Demographics' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Sales Data' }).getAttribute('aria-pressed'),
    ).toBe('true');
    for (const kind of KINDS) {
      const table = page.getByRole('table', { name: kind });
      await table.getByRole('row').nth(1).waitFor();
      expect(await table.getByRole('row').count()).toBeGreaterThan(2);
      await page.getByRole('img', { name: `Chart of ${kind}` }).waitFor();
    }
    await page.getByText(/^Last updated: /).waitFor();
    expect(await page.getByRole('heading', { name: 'Export' }).count()).toBe(0);
    await expectNoSeriousViolations(page);
  });

  it('keeps the mode in the URL and builds the admin export link', async () => {
    const page = await suite.open('/admin/students/demographics');
    await page.getByRole('button', { name: 'Admin Data' }).click();
    await page.getByRole('heading', { name: 'Export' }).waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('admin');

    await page.getByLabel('With money won').check();
    await page.getByLabel('With LinkedIn').check();
    await page.getByRole('combobox', { name: 'Countries' }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.getByRole('combobox', { name: 'Countries' }).click();
    await page.getByRole('option', { name: 'India' }).click();
    await page.keyboard.press('Escape');

    const href = await page.getByRole('link', { name: 'Export' }).getAttribute('href');
    expect(href).toBe(
      '/api/v1/admin/solvers/demographics/export?with_submitted_solutions=false&with_money_won=true&with_linkedin=true' +
        '&countries%5B%5D=Canada&countries%5B%5D=India',
    );
    await expectNoSeriousViolations(page);

    const download = page.waitForEvent('download');
    // A double click downloads once.
    await page.getByRole('link', { name: 'Export' }).dblclick();
    expect((await download).suggestedFilename()).toMatch(
      /^solver-demographics-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const requests = suite.mock.journal.find('GET', '/admin/solvers/demographics/export');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.query).toEqual({
      with_submitted_solutions: 'false',
      with_money_won: 'true',
      with_linkedin: 'true',
      'countries[]': ['Canada', 'India'],
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Export' }).waitFor();
    await page.getByRole('button', { name: 'Sales Data' }).click();
    await page.getByRole('heading', { name: 'Export' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('mode')).toBe(false);
  });

  it('shows the export as busy while it downloads, and says when it failed', async () => {
    const page = await suite.open('/admin/students/demographics?mode=admin');
    const exportLink = page.getByRole('link', { name: 'Export' });
    await exportLink.waitFor();
    suite.fault({ path: '/admin/solvers/demographics/export', delayMs: 1500, times: 1 });
    const download = page.waitForEvent('download');
    await exportLink.click();
    const busy = page.getByRole('link', { name: 'Preparing the export…' });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    await download;
    await exportLink.waitFor();

    suite.fault({ path: '/admin/solvers/demographics/export', status: 500, times: 1 });
    await exportLink.click();
    await page.getByText('Forced status 500').waitFor(); // the server's data.message
  });

  it('says so in a table whose load failed with an unreadable answer', async () => {
    suite.fault({ path: '/admin/solvers/demographics/age', nonJson: true });
    const page = await suite.open('/admin/students/demographics');
    await page
      .getByRole('region', { name: 'Ages' })
      .getByText('The server sent an answer that could not be read (it was not JSON).')
      .waitFor();
    await page.getByRole('table', { name: 'Genders' }).waitFor();
  });
});
