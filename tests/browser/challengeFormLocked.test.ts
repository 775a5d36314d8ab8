import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import { toRecord } from '../../mocks/handlers/contests';
import { lockedChallengePatch } from '../helpers/lockedChallenge';
import { useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

/** A locked (disabled or read-only) input keeps and sends what was loaded. */
describe('an untouched edit of a launched challenge in Chromium', () => {
  const suite = useBrowserSuite();

  it('sends every locked field as loaded: rubric, points, dates, caps, permissions, tags', async () => {
    const row = contests().find(
      (contest) => contest.launched === true && contest.contest_type === 'timed',
    )!;
    contests().update(row.id, lockedChallengePatch());
    const loaded = toRecord(contests().get(row.id)!);
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.getByText('The evaluation scheme cannot change after launch.').waitFor();
    // The locks are engaged, as a staff member sees them.
    const rubric = section(page, 'evaluation');
    expect(await rubric.getByLabel('Short name').first().isDisabled()).toBe(true);
    expect(await page.getByLabel('Reward points').isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Timed' }).isDisabled()).toBe(true);
    await openGroup(page, 'Restrictions & Control');
    expect(await page.getByLabel('Expected launch date').isDisabled()).toBe(true);
    expect(
      await page.getByLabel('Submissions per problem solver', { exact: true }).isDisabled(),
    ).toBe(true);
    await openGroup(page, 'Style Customization');
    expect(await section(page, 'banner_colour').locator('input[type=color]').isDisabled()).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const posts = suite.mock.journal.find('POST', '/admin/contests');
    const body = posts[posts.length - 1].body as [string, string][];
    const rubricText = body.find(
      ([name]) => name === 'contest_evaluation_scheme[evaluation_rubric]',
    )?.[1];
    expect(JSON.parse(rubricText!)).toEqual(
      lockedChallengePatch().contest_evaluation_scheme!.evaluation_rubric,
    );
    const sent = parseContestEntries(body);
    expect(sent.contest_evaluation_scheme).toEqual(loaded.contest_evaluation_scheme);
    expect(sent).toMatchObject({
      contest_type: 'timed',
      reward_policy: 'none',
      reward_points: 0,
      expected_launch_date: loaded.expected_launch_date,
      cap_limit: 120,
      cap_submit_time_limit_in_seconds: 7200,
      approved_cap_limit: 40,
      multiple_solution_count: 1,
    });
    expect(sent.contest_permissions).toEqual([
      {
        id: 11,
        category: 'location',
        permission_type: 'inclusion',
        criteria: ['Canada', 'Mexico'],
      },
    ]);
    expect(sent.feedback_tags?.map(({ id, name }) => ({ id, name }))).toEqual(loaded.feedback_tags);
    expect(sent.contest_layout_customization?.custom_banner_color ?? null).toBeNull();
    // What the server kept is what it had: the solver page still reads a whole rubric.
    expect(toRecord(contests().get(row.id)!).contest_evaluation_scheme).toMatchObject(
      loaded.contest_evaluation_scheme!,
    );
  });
});
