import { describe, expect, it } from 'vitest';
import type { FaultRule } from '../../mocks/faults';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openAs, reserve, SOLVERS } from './solverHelpers';

/** One ineligible solver per access rule of seed 001 §6 the mock models, with the reason shown. */
const REFUSALS: [rule: string, slug: string, solver: string, reason: RegExp][] = [
  ['target tier: top tier', 'top-tier-only', SOLVERS.secondTier, /open to top-tier solvers only/],
  [
    'target tier: first and second',
    'first-and-second-tier',
    SOLVERS.thirdTierGmail,
    /open to first- and second-tier solvers only/,
  ],
  [
    'location inclusion',
    'north-america-only',
    SOLVERS.thirdTierGmail,
    /open to solvers in United States, Canada only/,
  ],
  [
    'strict mode: top tier tested on location',
    'north-america-strict',
    SOLVERS.topTierAbroad,
    /open to solvers in United States, Canada only/,
  ],
  [
    'registered solvers only',
    'registered-only',
    SOLVERS.unregistered,
    /open to registered solvers only/,
  ],
  // A full challenge and a signed-out visitor are told before any Reserve (solverView.test.ts),
  // and so is an e-mail address a domain rule excludes (EXCLUDED_BY_DOMAIN below).
];

/** Solvers the page can judge from their e-mail address and the domain rules. */
const EXCLUDED_BY_DOMAIN: [rule: string, slug: string, solver: string, told: string][] = [
  [
    'domain inclusion (.edu only)',
    'edu-domains-only',
    SOLVERS.thirdTierGmail,
    'This challenge is open to solvers with an e-mail address at .edu only, and you are signed in as cara.third@gmail.com: there is no spot to reserve.',
  ],
  [
    'domain exclusion (gmail.com)',
    'no-gmail',
    SOLVERS.thirdTierGmail,
    'This challenge is not open to solvers with an e-mail address at gmail.com, and you are signed in as cara.third@gmail.com: there is no spot to reserve.',
  ],
];

/** Solvers each rule lets in. */
const ADMISSIONS: [rule: string, slug: string, solver: string][] = [
  ['open to everybody (the default solver)', 'open-challenge', SOLVERS.topTier],
  ['top tier bypasses location when not strict', 'north-america-only', SOLVERS.topTierAbroad],
  ['tiers one and two', 'first-and-second-tier', SOLVERS.secondTier],
  ['domain inclusion', 'edu-domains-only', SOLVERS.secondTier],
  ['domain exclusion: another domain', 'no-gmail', SOLVERS.secondTier],
  ['private: signed in', 'members-only', SOLVERS.topTier],
  [
    'first-time solver on a restricted challenge (restricted, not refused)',
    'first-time-restricted',
    SOLVERS.firstTime,
  ],
];

describe('the solver challenge view and eligibility', () => {
  const suite = useBrowserSuite();

  it('shows the challenge: title, sanitised description, prize, reward, deadline countdown, deliverables, criteria, materials, rules', async () => {
    const page = await openAs(suite, '/challenges/open-challenge');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /Open challenge/,
    );
    for (const name of [
      'Prize',
      'Deadline',
      'Deliverables',
      'How solutions are judged',
      'Extra materials',
      'Who can take part',
    ]) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await page.getByText('16,000 points in rewards').waitFor();
    await page
      .getByRole('timer')
      .getByText(/^Closes in \d+d/)
      .waitFor();
    await page.getByText('Describe your idea').first().waitFor();
    const material = await page
      .getByRole('link', { name: /commute-brief\.pdf/ })
      .getAttribute('href');
    expect(await (await fetch(`${suite.url()}${material}`)).text()).toMatch(/challenge brief/);
    await page.getByText('Open to every solver').waitFor();
    expect(suite.mock.journal.find('GET', '/contests/open-challenge').length).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
  });

  it('never runs script from the rich description', async () => {
    suite.fault({
      path: '/contests/open-challenge',
      method: 'GET',
      status: 200,
      times: 5,
      body: {
        data: {
          ...(await (await fetch(`${suite.url()}/api/v1/contests/open-challenge`)).json()).data,
          description:
            '<p>Safe part</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        },
      },
    });
    const page = await openAs(suite, '/challenges/open-challenge');
    await page.getByText('Safe part').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(await page.locator('main [onerror], main script').count()).toBe(0);
  });

  for (const [rule, slug, solver, reason] of REFUSALS) {
    it(`refuses with the reason and no form: ${rule}`, async () => {
      const page = await openAs(suite, `/challenges/${slug}`, solver);
      await reserve(page);
      await page.getByRole('alert').filter({ hasText: reason }).waitFor();
      expect(await page.getByRole('button', { name: 'Submit solution' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reserve a spot' }).count()).toBe(0);
      expect(suite.mock.journal.find('POST', `/contests/${slug}/reserve_spot`)).toHaveLength(1);
      expect(suite.mock.journal.find('GET', `/contests/${slug}/solution_form`)).toHaveLength(0);
    });
  }

  for (const [rule, slug, solver] of ADMISSIONS) {
    it(`admits: ${rule}`, async () => {
      const page = await openAs(suite, `/challenges/${slug}`, solver);
      await reserve(page);
      await page.getByRole('button', { name: 'Submit solution' }).waitFor();
      expect(suite.mock.journal.find('GET', `/contests/${slug}/solution_form`)).toHaveLength(1);
    });
  }

  it('asks a signed-out visitor of a private challenge to sign in', async () => {
    const page = await openAs(suite, '/challenges/members-only', SOLVERS.anonymous);
    await page.getByRole('heading', { level: 1, name: 'Sign in to see this challenge' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /^\/users\/sign_in\?return_to=%2Fchallenges%2Fmembers-only$/,
    );
  });

  it('shows a refusal accessibly (axe)', async () => {
    const page = await openAs(suite, '/challenges/top-tier-only', SOLVERS.secondTier);
    await reserve(page);
    await expectNoSeriousViolations(page);
  });

  it('shows the challenge with its tag and lists accessibly in the dark scheme too (axe)', async () => {
    const page = await openAs(suite, '/challenges/open-challenge', undefined, {
      viewport: { width: 375, height: 800 },
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByText('Required').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
    await expectNoSeriousViolations(page);
  });

  for (const [rule, slug, solver, told] of EXCLUDED_BY_DOMAIN) {
    it(`tells a solver the domain rules exclude before any Reserve: ${rule}`, async () => {
      const page = await openAs(suite, `/challenges/${slug}`, solver);
      await page.getByText(told).waitFor();
      expect(await page.getByRole('button', { name: /Reserve a spot/ }).count()).toBe(0);
      expect(suite.mock.journal.find('POST', `/contests/${slug}/reserve_spot`)).toHaveLength(0);
    });
  }

  const serverTrouble: [what: string, fault: Omit<FaultRule, 'path' | 'method'>][] = [
    ['a 500', { status: 500, times: 1 }],
    ['a 503 with a message', { status: 503, message: 'Down for maintenance', times: 1 }],
    ['an answer that cannot be read', { nonJson: true, status: 200, times: 1 }],
    ['a 4xx without a reason', { status: 409, body: {}, times: 1 }],
  ];
  for (const [what, fault] of serverTrouble) {
    it(`does not read ${what} on Reserve as a refusal: the spot could not be reserved right now, with Retry`, async () => {
      suite.fault({ path: '/contests/open-challenge/reserve_spot', method: 'POST', ...fault });
      const page = await openAs(suite, '/challenges/open-challenge');
      await page.getByRole('button', { name: 'Reserve a spot' }).click();
      await page.getByText(/Your spot could not be reserved right now\./).waitFor();
      expect(await page.getByText('You cannot take part in this challenge').count()).toBe(0);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('button', { name: 'Submit solution' }).waitFor();
      expect(suite.mock.journal.find('POST', '/contests/open-challenge/reserve_spot')).toHaveLength(
        2,
      );
    });
  }

  it('makes the solver ineligible with the server reason when Reserve answers a 4xx with a reason (seed 001 §8)', async () => {
    suite.fault({
      path: '/contests/open-challenge/reserve_spot',
      method: 'POST',
      status: 403,
      errors: 'Your account is on hold.',
      times: 1,
    });
    const page = await openAs(suite, '/challenges/open-challenge');
    await reserve(page);
    await page.getByRole('alert').filter({ hasText: 'Your account is on hold.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });
});
