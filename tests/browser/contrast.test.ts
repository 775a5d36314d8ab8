import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const openLight = async (suite: ReturnType<typeof useBrowserSuite>, path: string) => {
  const page = await suite.open(path);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  return page;
};

/** What axe measures while the pointer rests on `target`. */
const expectCleanWhileHovered = async (page: Page, target: ReturnType<Page['getByRole']>) => {
  await target.hover();
  await expectNoSeriousViolations(page);
};

describe('contrast of states the first look misses, light mode, in Chromium', () => {
  const suite = useBrowserSuite();

  it('the read-only "Select a challenge type" of an existing challenge', async () => {
    const row = contests().find((contest) => contest.contest_type === 'timed')!;
    const page = await openLight(suite, `/admin/contests/${row.slug}/edit`);
    const legend = page.getByRole('radiogroup', { name: 'Select a challenge type' });
    await legend.getByRole('radio').first().waitFor();
    await expectCleanWhileHovered(page, page.getByRole('button', { name: 'Submit' }));
  });

  it('the transactions toggle of a cashout card, under the pointer', async () => {
    const page = await openLight(suite, '/admin/students/cashouts');
    const toggle = page.getByRole('group', { name: /transactions/i }).first();
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    await expectCleanWhileHovered(page, toggle.getByRole('button', { name: /^all$/i }));
  });
});
