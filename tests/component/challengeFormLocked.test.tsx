import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { toRecord } from '../../mocks/handlers/contests';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import { mockControl } from '../../mocks/node';
import { lockedChallengePatch } from '../helpers/lockedChallenge';
import { renderConsole } from '../helpers/renderConsole';

/**
 * Issue 14 item 0 through the form's own submit path (react-hook-form leaves disabled inputs out
 * of what handleSubmit hands over): an untouched edit sends each locked field as loaded.
 */
describe('saving a launched challenge untouched', () => {
  it('sends the loaded record back, locked fields included', async () => {
    const row = contests().find(
      (contest) => contest.launched === true && contest.contest_type === 'timed',
    )!;
    contests().update(row.id, lockedChallengePatch());
    const loaded = toRecord(contests().get(row.id)!);
    renderConsole(`/admin/contests/${row.slug}/edit`);
    await screen.findByText('The evaluation scheme cannot change after launch.', undefined, {
      timeout: 15_000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(mockControl.journal.find('POST', '/admin/contests')).toHaveLength(1),
    );
    const [post] = mockControl.journal.find('POST', '/admin/contests');
    const sent = parseContestEntries(post.body as [string, string][]);
    const locked = (record: typeof loaded) => ({
      contest_type: record.contest_type,
      contest_evaluation_scheme: {
        evaluation_rubric: record.contest_evaluation_scheme?.evaluation_rubric,
        pairwise_rating_scheme: record.contest_evaluation_scheme?.pairwise_rating_scheme,
      },
      reward_policy: record.reward_policy,
      reward_points: record.reward_points,
      expected_launch_date: record.expected_launch_date,
      cap_limit: record.cap_limit,
      cap_submit_time_limit_in_seconds: record.cap_submit_time_limit_in_seconds,
      approved_cap_limit: record.approved_cap_limit,
      multiple_solution_count: record.multiple_solution_count,
      contest_permissions: record.contest_permissions?.map(({ _destroy, ...rest }) => rest),
      feedback_tags: record.feedback_tags?.map(({ id, name }) => ({ id, name })),
      custom_banner_color: record.contest_layout_customization?.custom_banner_color ?? null,
    });
    expect(locked(sent)).toEqual(locked(loaded));
  }, 45_000);
});
