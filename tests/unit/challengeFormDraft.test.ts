import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import {
  DRAFT_DAYS,
  draftKey,
  newDraft,
  purgeDrafts,
  readDraft,
} from '../../src/challenge-form/model/draftStore';

const DAY = 86_400_000;
const now = new Date('2026-11-22T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * DAY);
const store = (user: number | string, written: Date, title: string) =>
  localStorage.setItem(
    draftKey(user),
    JSON.stringify(newDraft({ ...defaultsFor('timed'), title }, written)),
  );

describe('the local draft of a new challenge (issue 15 item 10)', () => {
  it('is kept per staff member: one never sees another one’s draft', () => {
    store(1, now, 'Morgan’s client');
    store(2, now, 'Alex’s client');
    expect(readDraft(localStorage, 1, now)?.values.title).toBe('Morgan’s client');
    expect(readDraft(localStorage, 2, now)?.values.title).toBe('Alex’s client');
    expect(readDraft(localStorage, 3, now)).toBeNull();
  });

  it(`expires after ${DRAFT_DAYS} days and is then deleted`, () => {
    store(1, now, 'Old work');
    expect(readDraft(localStorage, 1, later(DRAFT_DAYS - 0.01))?.expiresAt).toBe(
      later(DRAFT_DAYS).toISOString(),
    );
    expect(readDraft(localStorage, 1, later(DRAFT_DAYS))).toBeNull();
    expect(localStorage.getItem(draftKey(1))).toBeNull();
  });

  it('reading one deletes every expired draft and the earlier unkeyed one', () => {
    localStorage.setItem('challenge-form:draft:new', JSON.stringify({ savedAt: 'x', values: {} }));
    store(2, later(-DRAFT_DAYS - 1), 'Someone else, long ago');
    store(3, now, 'Someone else, today');
    localStorage.setItem(draftKey(4), 'not json');
    localStorage.setItem('unrelated', 'kept');
    purgeDrafts(localStorage, now);
    expect(localStorage.getItem('challenge-form:draft:new')).toBeNull();
    expect(localStorage.getItem(draftKey(2))).toBeNull();
    expect(localStorage.getItem(draftKey(4))).toBeNull();
    expect(localStorage.getItem(draftKey(3))).not.toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
