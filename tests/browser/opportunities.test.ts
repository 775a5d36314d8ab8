import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const SECTIONS = [
  'Point of Contact',
  'Company Information',
  'Challenge Goals & Preferences',
  'Challenge Description',
  'Challenge Parameters',
];

describe('sales opportunities in Chromium', () => {
  const suite = useBrowserSuite();
  const listCalls = () => suite.mock.journal.find('GET', '/admin/sales/opportunities');

  it('lists with the seed columns, searches with one request, links the e-mail and View form', async () => {
    const page = await suite.open('/admin/sales/opportunities');
    await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    expect(listCalls()[0].query).toMatchObject({ page: '1', limit: '25' });
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'First name',
      'Last name',
      'Email',
      'Company',
      'Expected output',
      'Supervisor',
      'Actions',
    ]);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    const email = await row.getByRole('cell').nth(2).innerText();
    expect(await row.getByRole('link', { name: email }).getAttribute('href')).toMatch(
      /^\/users\/\d+$/,
    );
    await expectNoSeriousViolations(page);
    const lastName = await row.getByRole('cell').nth(1).innerText();
    const before = listCalls().length;
    await page
      .getByRole('searchbox', { name: 'Search' })
      .pressSequentially(lastName, { delay: 30 });
    await expect.poll(() => listCalls().at(-1)?.query.search, { timeout: 10_000 }).toBe(lastName);
    expect(listCalls()).toHaveLength(before + 1);
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .getByRole('link', { name: /^View form/ })
      .click();
    await page.waitForURL(/\/admin\/sales\/opportunity\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Challenge Request Details' }).waitFor();
  });

  for (const spelling of ['opportunity', 'opportunities']) {
    it(`shows Challenge Request Details at /sales/${spelling}/{id}, and Assign to me claims it`, async () => {
      const page = await suite.open(`/admin/sales/${spelling}/3`);
      await page.getByRole('heading', { level: 1, name: 'Challenge Request Details' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Challenge Parameters' }).waitFor();
      // The skeleton's h1 comes before the detail: wait for its last section.
      await page.getByRole('heading', { level: 2, name: SECTIONS.at(-1) }).waitFor();
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(SECTIONS);
      for (const label of [
        'Expected output',
        'Anonymous or branded',
        'Timeframe for solutions',
        'Challenge topic',
        'Questions for solvers',
        'Guardrails',
        'Supplemental materials',
        'Industry',
        'How they found us',
        'Job title',
      ]) {
        await page
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .waitFor();
      }
      expect(
        await page.getByRole('link', { name: 'Back to opportunities' }).getAttribute('href'),
      ).toBe('/admin/sales/opportunities');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Assign to me' }).dblclick();
      await page.getByRole('status').filter({ hasText: 'Supervisor: Morgan Admin' }).waitFor();
      const claims = suite.mock.journal.find('POST', '/admin/sales/claim');
      expect(claims).toHaveLength(1);
      expect(claims[0].body).toEqual({ id: '3' });
      // Mine now: no Assign to me, here or on the next visit (issue 26 item 10).
      await page.getByText('Assigned to you').waitFor();
      expect(await page.getByRole('button', { name: 'Assign to me' }).count()).toBe(0);
      await page.reload();
      await page.getByText('Assigned to you').waitFor();
      expect(await page.getByRole('button', { name: 'Assign to me' }).count()).toBe(0);
    });
  }

  it('a failed claim toasts and leaves the supervisor as it was', async () => {
    suite.fault({ path: '/admin/sales/claim', method: 'POST', status: 500, times: 1 });
    const page = await suite.open('/admin/sales/opportunity/2');
    const status = page.getByRole('status').filter({ hasText: 'Supervisor:' });
    await status.waitFor();
    const before = await status.innerText();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByText('Something went wrong...?').waitFor();
    expect(await status.innerText()).toBe(before);
    await page.getByRole('link', { name: 'Back to opportunities' }).click();
    await page.waitForURL(/\/admin\/sales\/opportunities$/);
  });

  it('shows a detail that carries only the named fields (no id, no userPath, a payload field missing)', async () => {
    suite.fault({
      path: '/admin/sales/opportunity/*',
      method: 'GET',
      status: 200,
      body: {
        data: {
          email: 'lead@fabrikam.example',
          challenger: { firstName: 'Lena', lastName: 'Okafor' },
          supervisor: 'Ada Lovelace',
          payload: {
            firstName: 'Lena',
            lastName: 'Okafor',
            company: 'Fabrikam',
            industry: 'Retail',
            challengeTopic: 'Returns that cost less',
          },
        },
      },
    });
    const page = await suite.open('/admin/sales/opportunity/9');
    await page.getByRole('heading', { level: 1, name: 'Challenge Request Details' }).waitFor();
    // The skeleton's h1 comes before the detail: wait for its last section.
    await page.getByRole('heading', { level: 2, name: SECTIONS.at(-1) }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(SECTIONS);
    await page.getByText('Returns that cost less').waitFor();
    await page.getByText('Fabrikam', { exact: true }).waitFor();
    // No user page given: the e-mail is text, not a link.
    await page.getByText('lead@fabrikam.example').first().waitFor();
    expect(await page.getByRole('link', { name: 'lead@fabrikam.example' }).count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Supervisor: Ada Lovelace' }).waitFor();
    expect(await page.getByText(/could not be/).count()).toBe(0);
  });
});
