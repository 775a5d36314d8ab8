import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPersistence } from '../../../mocks/config';
import { contests } from '../../../mocks/db/contests';
import { reloadDb } from '../../../mocks/db/database';
import { users } from '../../../mocks/db/people';
import { mockControl } from '../../../mocks/node';

const DAY = 86_400_000;
/** The seeded dates a demo edits and compares: a challenge's, a user's. */
const seededDates = () => {
  const contest = contests().all()[0]!;
  const user = users().all()[20]!;
  return {
    launch: contest.expected_launch_date,
    deadline: contest.deadline,
    created: user.createdAt,
    login: user.lastLoginAt,
  };
};

describe('the seed dates across page loads', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setPersistence(true);
    mockControl.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    setPersistence(undefined);
  });

  it('stay as they were when the database was made, written to or not', () => {
    const first = seededDates();
    vi.setSystemTime(Date.now() + 3 * DAY);
    reloadDb();
    expect(seededDates()).toEqual(first);
    users().update(users().all()[30]!.id, { throttled: true });
    vi.setSystemTime(Date.now() + 40 * DAY);
    reloadDb();
    expect(seededDates()).toEqual(first);
  });

  it('move only with a new database (the reset)', () => {
    const first = seededDates();
    vi.setSystemTime(Date.now() + 3 * DAY);
    mockControl.reset();
    expect(seededDates()).not.toEqual(first);
  });
});
