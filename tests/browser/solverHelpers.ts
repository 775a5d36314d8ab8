import type { Page } from 'playwright-core';
import type { BrowserSuite, OpenOptions } from './harness';

/** The mock's stand-in for a session (mocks/db/solverIdentity.ts). */
export const SOLVER_COOKIE = 'mock_solver';

export const SOLVERS = {
  topTier: 'ava.top@stanford.edu',
  secondTier: 'ben.second@umich.edu',
  thirdTierGmail: 'cara.third@gmail.com',
  firstTime: 'dev.first@mit.edu',
  unregistered: 'eli.pending@nyu.edu',
  topTierAbroad: 'fay.abroad@ox.ac.uk',
  anonymous: 'anonymous',
} as const;

/** Opens a challenge page signed in as `email` (the default solver when omitted). */
export const openAs = async (
  suite: BrowserSuite,
  path: string,
  email?: string,
  options: OpenOptions = {},
): Promise<Page> => {
  const page = await suite.open(path, options);
  if (email) {
    await page
      .context()
      .addCookies([{ name: SOLVER_COOKIE, value: encodeURIComponent(email), url: suite.url() }]);
    await page.reload();
  }
  // The loading line is an h1 too: wait for the page's own heading.
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasNotText: 'Loading the challenge' })
    .waitFor();
  return page;
};

/** Reserves a spot and waits for the answer (the form, or the reason). */
export const reserve = async (page: Page) => {
  await page.getByRole('button', { name: 'Reserve a spot' }).click();
  await page.getByText(/Your spot is reserved\.|You cannot take part in this challenge/).waitFor();
};
