import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { opportunities } from '../../mocks/db/opportunities';
import { users } from '../../mocks/db/people';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const SECTIONS = [
  'Point of Contact',
  'Company Information',
  'Challenge Goals & Preferences',
  'Challenge Description',
  'Challenge Parameters',
];

/** The value of a term in a section's description list. */
const valueOf = (page: Page, section: string, term: string): Locator =>
  page.getByRole('region', { name: section }).locator(`dt:text-is("${term}") + dd`);

/** Whether the element holding exactly this text is a bidi isolate (`<bdi>`, unicode-bidi). */
const isolated = (scope: Locator, text: string) =>
  scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent !== wanted || !node.parentElement) continue;
      return ['isolate', 'isolate-override', 'plaintext'].includes(
        getComputedStyle(node.parentElement).unicodeBidi,
      );
    }
    return null;
  }, text);

describe('sales opportunities in Chromium', () => {
  const suite = useBrowserSuite();
  const listCalls = () => suite.mock.journal.find('GET', '/admin/sales/opportunities');

  it('lists with the seed columns, searches with one request, links the e-mail and View form', async () => {
    const page = await suite.open('/admin/sales/opportunities', { clock: true });
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
    // The page's clock stands still while the keys go in (as in lists.test.ts), so a starved
    // machine's slow keys are still one burst, and the 500 ms debounce falls due once.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page
      .getByRole('searchbox', { name: 'Search' })
      .pressSequentially(lastName, { delay: 30 });
    expect(listCalls()).toHaveLength(before);
    await page.clock.resume();
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
      // Mine now: no Assign to me, here or on the next visit.
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

  for (const [what, record] of [
    ['neither challenger nor payload', { email: 'lead@fabrikam.example', supervisor: null }],
    [
      'a challenger and a payload each partly there',
      {
        email: 'lead@fabrikam.example',
        challenger: { firstName: 'Lena' },
        supervisor: null,
        payload: { company: 'Fabrikam', industry: { name: 'Retail' }, challengeTopic: 'Returns' },
      },
    ],
  ] as const) {
    it(`shows each section of a detail with ${what}, "Not given" where a value is absent, and Assign to me works`, async () => {
      suite.fault({
        path: '/admin/sales/opportunity/*',
        method: 'GET',
        status: 200,
        body: { data: record },
      });
      const page = await suite.open('/admin/sales/opportunity/4');
      await page.getByRole('heading', { level: 2, name: SECTIONS.at(-1) }).waitFor();
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(SECTIONS);
      expect(await page.getByText(/could not be shown/).count()).toBe(0);
      expect(await valueOf(page, 'Point of Contact', 'Email').innerText()).toBe(
        'lead@fabrikam.example',
      );
      expect(await valueOf(page, 'Point of Contact', 'Job title').innerText()).toBe('Not given');
      expect(await valueOf(page, 'Challenge Parameters', 'Guardrails').innerText()).toBe(
        'Not given',
      );
      expect(await valueOf(page, 'Company Information', 'Industry').innerText()).toBe('Not given');
      const partial = 'payload' in record;
      expect(await valueOf(page, 'Company Information', 'Company').innerText()).toBe(
        partial ? 'Fabrikam' : 'Not given',
      );
      expect(await valueOf(page, 'Point of Contact', 'Challenger account').innerText()).toBe(
        partial ? 'Lena' : 'Not given',
      );
      await page.getByRole('button', { name: 'Assign to me' }).click();
      await page.getByRole('status').filter({ hasText: 'Supervisor: Morgan Admin' }).waitFor();
      expect(suite.mock.journal.find('POST', '/admin/sales/claim').map((c) => c.body)).toEqual([
        { id: '4' },
      ]);
    });
  }

  it("names the client's own account beside what the sender typed, marked unverified and isolated", async () => {
    const client = users()
      .all()
      .find((user) => user.role === 'challenger');
    if (!client) throw new Error('the seed has a challenger');
    const typed = { first: 'Totally', last: 'NotAnAttacker', timeframe: '\u202Esyad 6' };
    const answer = await fetch(`${suite.url()}/api/v1/sales/opportunities`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: client.email,
        payload: {
          firstName: typed.first,
          lastName: typed.last,
          found_out_from: 'A colleague',
          company: 'Contoso',
          industry: 'Retail',
          challengerTitle: 'Buyer',
          challengeOutput: 'Product ideas',
          anonymousOrBranded: 'Branded',
          solutionsTimeframe: typed.timeframe,
          challengeTopic: 'Topic',
          challengeQuestions: 'Questions',
          challengeGuardrails: 'None',
          challengeSupplementals: 'None',
        },
      }),
    });
    const { data } = (await answer.json()) as { data: { id: number } };
    const page = await suite.open(`/admin/sales/opportunity/${data.id}`);
    const account = valueOf(page, 'Point of Contact', 'Challenger account');
    await account.waitFor();
    expect(await account.innerText()).toBe(`${client.firstName} ${client.lastName}`);
    for (const term of ['First name', 'Last name']) {
      const value = valueOf(page, 'Point of Contact', term);
      expect(await value.innerText()).toContain('typed by the sender, not verified');
      expect(await isolated(value, term === 'First name' ? typed.first : typed.last)).toBe(true);
    }
    expect(
      await isolated(
        page.getByRole('region', { name: 'Challenge Goals & Preferences' }),
        typed.timeframe,
      ),
    ).toBe(true);
    expect(
      await isolated(page.getByRole('region', { name: 'Point of Contact' }), client.email),
    ).toBe(true);

    await page.getByRole('link', { name: 'Back to opportunities' }).click();
    const row = page.getByRole('row').filter({ hasText: typed.last });
    await row.waitFor();
    for (const text of [typed.first, typed.last, client.email, 'Contoso'])
      expect(await isolated(row, text)).toBe(true);
  });

  it('asks before taking over a request another staff member supervises, naming them', async () => {
    const taken = opportunities()
      .all()
      .find((row) => row.supervisorName && row.supervisorName !== 'Morgan Admin');
    if (!taken?.supervisorName) throw new Error('the seed has a supervised request');
    const page = await suite.open(`/admin/sales/opportunity/${taken.id}`);
    const assign = page.getByRole('button', { name: 'Assign to me' });
    await assign.click();
    const dialog = page.getByRole('dialog', { name: 'Take over this request?' });
    expect(await dialog.innerText()).toContain(taken.supervisorName);
    // The safe choice has the focus: a second Enter does not take the request over.
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect
      .poll(() => cancel.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(suite.mock.journal.find('POST', '/admin/sales/claim')).toHaveLength(0);
    await page
      .getByRole('status')
      .filter({ hasText: `Supervisor: ${taken.supervisorName}` })
      .waitFor();

    await assign.dblclick();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Take over' }).click();
    await page.getByRole('status').filter({ hasText: 'Supervisor: Morgan Admin' }).waitFor();
    expect(suite.mock.journal.find('POST', '/admin/sales/claim').map((c) => c.body)).toEqual([
      { id: String(taken.id) },
    ]);
  });
});
