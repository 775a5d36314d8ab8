import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../mocks/config';
import { EXTRA, type VariantRule } from '../../mocks/variants';
import { formatCount } from '../../src/ui/format';
import { networkQuiet, useBrowserSuite, type BrowserSuite } from './harness';
import { browserScreens } from './screens';

/** What no screen may ever show. */
const JUNK_WORDS = /\bNaN\b|undefined|\bnull\b|\[object Object\]|Invalid Date/;
/** react-admin's generic crash page. */
const CRASH_TEXT = 'A client error occurred';

interface Screen {
  name: string;
  path: string;
  /** The GET calls behind the screen, as fault paths. */
  calls: string[];
  /** What the walk does on the screen once it has settled (expand a card, open a group). */
  act?: (page: Page) => Promise<void>;
  /** Figures the screen shows from the mock's plain answers, where no section may be refused. */
  shows?: (suite: BrowserSuite) => Promise<string[]>;
}

/** What the walk knows of a screen beyond the registry: its calls, what it shows, what it does. */
type Extra = Partial<Omit<Screen, 'path'>> & { query?: string };

const EXTRAS: Record<string, Extra[]> = {
  '/': [
    {
      name: 'dashboard',
      calls: ['/admin/stats', '/admin/chart'],
      shows: async (suite) => {
        const stats = await answer<Record<string, unknown>>(suite, '/admin/stats');
        return [formatCount(stats.totalUsers), formatCount(stats.contestsCount)];
      },
    },
  ],
  '/students/cashouts': [
    {
      calls: ['/admin/solvers/cashouts*'],
      shows: async (suite) => {
        const summary = await answer<{ cashouts: Record<string, unknown>[] }>(
          suite,
          '/admin/solvers/cashouts',
        );
        return [String(summary.cashouts[0].user_email)];
      },
    },
  ],
  '/students/cashout_report': [
    {
      name: 'cashout report, a card expanded',
      calls: ['/admin/solvers/cashout_reports/*'],
      act: async (page) => {
        const expand = page.getByRole('button', { name: /^Show details of/ }).first();
        if (await expand.isVisible()) await expand.click();
      },
    },
  ],
  '/students/demographics': [
    { name: 'demographics, sales mode', calls: ['/admin/solvers/demographics/*'] },
    {
      name: 'demographics, admin mode',
      query: '?mode=admin',
      calls: ['/admin/solvers/demographics/*'],
    },
  ],
  '/sales/opportunities': [
    {
      calls: ['/admin/sales/*'],
      shows: async (suite) => [String((await rows(suite, '/admin/sales/opportunities'))[0].email)],
    },
  ],
  '/sales/opportunity/:id': [{ calls: ['/admin/sales/*'], shows: opportunityEmail }],
  '/sales/opportunities/:id': [{ calls: ['/admin/sales/*'], shows: opportunityEmail }],
  '/contests/drafts': [
    {
      shows: async (suite) => [
        String((await rows(suite, '/admin/contests?scope=drafts'))[0].manager),
      ],
    },
  ],
  '/contests/statistics': [
    {
      shows: async (suite) => [
        String((await rows(suite, '/admin/contests?scope=statistics'))[0].managerEmail),
      ],
    },
  ],
  '/sales/challenges': [
    {
      shows: async (suite) => [
        String((await rows(suite, '/admin/contests?scope=sales'))[0].manager),
      ],
    },
  ],
  '/companies/invoices': [
    {
      shows: async (suite) => [String((await rows(suite, '/admin/companies/invoices'))[0].email)],
    },
  ],
  '/companies/new': [{ calls: ['/admin/companies/form_selects/*'] }],
  '/contests/new': [{ calls: ['/admin/contests/form_selects/*'], act: openEveryGroup }],
  '/contests/:slug/edit': [{ calls: ['/admin/contests/*'], act: openEveryGroup }],
  '/contests/:slug/clone': [{ calls: ['/admin/contests/*'], act: openEveryGroup }],
};

async function opportunityEmail(suite: BrowserSuite) {
  const opportunity = await answer<Record<string, unknown>>(suite, '/admin/sales/opportunity/2');
  return [String(opportunity.email)];
}

/**
 * Every console screen of the registry (src/registry; a list's calls are its endpoint unless
 * told otherwise) and the solver view.
 */
const screens = (slug: string): Screen[] => [
  ...browserScreens({ slug, id: '2' }).flatMap((screen) =>
    (EXTRAS[screen.pattern] ?? [{}]).map(({ query = '', ...extra }) => ({
      name: screen.title,
      calls: screen.endpoint ? [screen.endpoint] : [],
      ...extra,
      path: `${screen.path}${query}`,
    })),
  ),
  {
    name: 'solver view',
    path: '/challenges/open-challenge',
    calls: ['/contests/*'],
    shows: async (suite) => {
      const view = await answer<Record<string, unknown>>(suite, '/contests/open-challenge');
      return [String(view.title)];
    },
  },
];

async function openEveryGroup(page: Page) {
  const closed = page.locator('[aria-expanded="false"][id^="group-"]');
  // All in one go: the walk reads what the groups show, not how each opens (the form's own
  // tests do that), and a round trip per group cost this file a minute.
  await closed.evaluateAll((groups) => groups.forEach((group) => (group as HTMLElement).click()));
  await expect.poll(() => closed.count()).toBe(0);
}

/** The page has answered: its heading is there, no request is under way, no loader shows. */
const settle = async (page: Page) => {
  await page.locator('h1, [role="alert"]').first().waitFor();
  await networkQuiet(page);
  const busy = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')]
        .filter((element) =>
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        )
        .map((element) => element.outerHTML.slice(0, 200)),
    );
  await expect.poll(busy, { timeout: 15_000 }).toEqual([]);
};

const expectNothingOdd = async (page: Page, where: string) => {
  const text = await page.locator('body').innerText();
  expect(text, where).not.toContain(CRASH_TEXT);
  expect(text.match(JUNK_WORDS)?.[0], `${where}: ${text}`).toBeUndefined();
  expect(await page.title(), where).not.toMatch(JUNK_WORDS);
};

/** A screen shows its content or, for a section it cannot read, the message with Retry. */
const expectContentOrRetry = async (page: Page, content: string) => {
  const shown = page.getByText(content, { exact: true }).first();
  const retry = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect.poll(async () => (await shown.isVisible()) || (await retry.count()) > 0).toBe(true);
};

/** A fault path (`*` for any run of characters) as the journal's RegExp. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

const walk = async (suite: BrowserSuite, screen: Screen, variant: VariantRule) => {
  const figures = (await screen.shows?.(suite)) ?? [];
  for (const path of screen.calls) suite.fault({ path, method: 'GET', variant });
  // A named-only server answers every call so, the context and option lists included.
  if (variant.mode === 'named') suite.fault({ path: '*', variant });
  const page = await suite.open(screen.path);
  await settle(page);
  await screen.act?.(page);
  await settle(page);
  // The odd answers were really served to this screen.
  for (const path of screen.calls)
    expect(suite.mock.journal.find('GET', pathPattern(path)).length, path).toBeGreaterThan(0);
  await expectNothingOdd(page, `${screen.name} (${variant.mode})`);
  // The screen is there: its heading, or a section it could not read with its Retry.
  const retry = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) });
  expect(
    (await page.getByRole('heading', { level: 1 }).count()) + (await retry.count()),
  ).toBeGreaterThan(0);
  if (variant.mode !== 'extra' && variant.mode !== 'named') return;
  // Keys the console does not know, or none of ours, cost nothing: no section refused.
  expect(await retry.count(), `${screen.name}: a section refused a ${variant.mode} answer`).toBe(0);
  for (const figure of figures)
    expect(await page.getByText(figure, { exact: true }).first().isVisible(), figure).toBe(true);
  if (variant.mode === 'named') return;
  // Nor is any key the console does not know shown.
  const text = await page.locator('body').innerText();
  expect(text, screen.name).not.toContain(EXTRA.key);
  expect(text, screen.name).not.toContain(EXTRA.value.kept);
};

/** An answer straight from the mock, unchanged, to know what a screen should show. */
const answer = async <T = Record<string, unknown>[]>(suite: BrowserSuite, path: string) => {
  const response = await fetch(`${suite.url()}${API_BASE}${path}`);
  return ((await response.json()) as { data: T }).data;
};
const rows = (suite: BrowserSuite, path: string) => answer(suite, path);

describe('odd answers in Chromium', () => {
  const suite = useBrowserSuite();
  let slug = '';
  const firstSlug = async () => {
    slug ||= String((await answer(suite, '/admin/contests?scope=drafts&limit=1'))[0].slug);
    return slug;
  };

  const modes: Record<VariantRule['mode'], VariantRule> = {
    accepted: { mode: 'accepted', seed: 7 },
    junk: { mode: 'junk', seed: 11, rate: 0.3, limit: 3 },
    extra: { mode: 'extra' },
    named: { mode: 'named', seed: 7 },
  };
  describe.each(['accepted', 'junk', 'extra', 'named'] as const)(
    'with answers in %s forms',
    (mode) => {
      it.each(screens('{slug}').map((screen) => [screen.name, screen] as const))(
        'shows %s without junk text or the crash page',
        async (_, screen) => {
          const path = screen.path.replace('{slug}', await firstSlug());
          await walk(suite, { ...screen, path }, modes[mode]);
        },
      );
    },
  );

  it('shows the neighbours of an unreadable list value: the rest of its row and the other rows', async () => {
    const [first, second] = await answer(suite, '/admin/sales/opportunities?page=1&limit=25');
    suite.fault({
      path: '/admin/sales/opportunities',
      method: 'GET',
      variant: { mode: 'junk', fields: ['company'], kinds: ['objectForText'], rate: 1 },
    });
    const page = await suite.open('/admin/sales/opportunities');
    await settle(page);
    await expectNothingOdd(page, 'opportunities with an object for a company');
    // The row with the odd company still shows its e-mail; the next row shows as usual.
    await expectContentOrRetry(page, String(first.email));
    if (await page.getByText(String(first.email)).isVisible()) {
      await page.getByText(String(second.email), { exact: true }).waitFor();
      await page.getByText(String(second.company), { exact: true }).first().waitFor();
    }
  });

  it('shows every amount sent as junk text empty, the rest of each row as usual', async () => {
    const rows = await answer(suite, '/admin/companies/invoices?page=1&limit=25');
    suite.fault({
      path: '/admin/companies/invoices',
      method: 'GET',
      variant: { mode: 'junk', fields: ['amount'], kinds: ['textForNumber'], rate: 1, limit: 100 },
    });
    const page = await suite.open('/admin/companies/invoices');
    await settle(page);
    await expectNothingOdd(page, 'invoices with text for every amount');
    await expectContentOrRetry(page, String(rows[0].email));
    const grid = page.getByRole('table', { name: 'Invoices' });
    if (await grid.isVisible()) {
      const cells = grid.getByRole('row').nth(1).getByRole('cell');
      expect(await cells.nth(0).innerText()).toBe(String(rows[0].email));
      expect(await cells.nth(1).innerText()).toBe('');
      expect(await cells.nth(1).getAttribute('title')).toBe('not-a-number');
    }
  });

  it('shows the neighbours of unreadable list items in a cell', async () => {
    const [first] = await answer(suite, '/admin/contests?scope=drafts&page=1&limit=25');
    suite.fault({
      path: '/admin/contests',
      method: 'GET',
      variant: { mode: 'junk', fields: ['tags', 'launchDate'], rate: 1, limit: 2 },
    });
    const page = await suite.open('/admin/contests/drafts');
    await settle(page);
    await expectNothingOdd(page, 'drafts with odd tags and launch date');
    await expectContentOrRetry(page, String(first.manager));
  });

  const unreadable: [string, string, string][] = [
    ['a list body', '/admin/sales/challenges', '/admin/contests'],
    ['the cashouts', '/admin/students/cashouts', '/admin/solvers/cashouts'],
    ['the report cards', '/admin/students/cashout_report', '/admin/solvers/cashout_reports/users'],
    ['an opportunity', '/admin/sales/opportunity/2', '/admin/sales/opportunity/*'],
    ['the solver view', '/challenges/open-challenge', '/contests/*'],
  ];
  it.each(unreadable)(
    'shows %s it cannot read as a message with Retry, and Retry loads it again',
    async (_, path, call) => {
      // No `data` at all in the answer: no parsing can read that.
      suite.fault({
        path: call,
        method: 'GET',
        times: 1,
        variant: { mode: 'junk', fields: ['data'], kinds: ['missingRequired'], rate: 1 },
      });
      const page = await suite.open(path);
      const alert = page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: 'Retry' }) })
        .first();
      await alert.waitFor();
      expect((await alert.innerText()).trim().length).toBeGreaterThan('Retry'.length);
      await expectNothingOdd(page, path);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await alert.waitFor({ state: 'detached' });
      await settle(page);
      await expectNothingOdd(page, `${path} after Retry`);
    },
  );
});
