import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

/** A bound of ours holds once the author changes that field, not before. */
describe('our bounds on a stored challenge in Chromium', () => {
  const suite = useBrowserSuite();

  it('a stored 10-minute limit does not stop an unrelated save, and goes back as it came', async () => {
    const row = contests().find(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    )!;
    contests().update(row.id, { draft_to_submission_time_limit_in_seconds: 600 });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    const title = section(page, 'title').getByLabel('Title');
    await title.fill(`${await title.inputValue()} (typo fixed)`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const body = suite.mock.journal.find('POST', '/admin/contests').at(-1)!.body as [
      string,
      unknown,
    ][];
    expect(body).toContainEqual(['draft_to_submission_time_limit_in_seconds', '600']);

    // Changing it to another value under 15 minutes is ours to refuse.
    await page.goto(`${suite.url()}/admin/contests/${row.slug}/edit`);
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    const minutes = section(page, 'time_limit').getByLabel('Minutes');
    await minutes.fill('5');
    await minutes.blur();
    await page.getByRole('button', { name: 'Submit' }).click();
    await section(page, 'time_limit').getByText('Minimum value is 0h 15min').waitFor();
    expect(suite.mock.journal.find('POST', '/admin/contests')).toHaveLength(1);
  });
});
