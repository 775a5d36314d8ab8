import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { draftOf, restoredValues, workOf } from '../../src/challenge-form/model/draftFiles';
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

describe('the local draft of a new challenge', () => {
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

describe('drafts of edits and clones, and the files a draft cannot keep', () => {
  const edit = { mode: 'edit', slug: 'solar-roofs' } as const;

  it('an edit or a clone is keyed by slug and staff member; a new challenge keeps its key', () => {
    expect(draftKey(1)).toBe('challenge-form:draft:new:1');
    expect(draftKey(1, { mode: 'create' })).toBe('challenge-form:draft:new:1');
    expect(draftKey(1, edit)).toBe('challenge-form:draft:edit:solar-roofs:1');
    expect(draftKey(1, { mode: 'clone', slug: 'solar-roofs' })).toBe(
      'challenge-form:draft:clone:solar-roofs:1',
    );
    expect(draftKey(1, { mode: 'edit', slug: 'a:b' })).toBe('challenge-form:draft:edit:a%3Ab:1');
  });

  it('is offered on its own challenge alone, expires the same way, and is purged with the rest', () => {
    localStorage.setItem(
      draftKey(1, edit),
      JSON.stringify(newDraft({ ...defaultsFor('timed'), title: 'Edited' }, now)),
    );
    expect(readDraft(localStorage, 1, now, edit)?.values.title).toBe('Edited');
    expect(readDraft(localStorage, 1, now, { mode: 'edit', slug: 'other' })).toBeNull();
    expect(readDraft(localStorage, 1, now, { mode: 'clone', slug: 'solar-roofs' })).toBeNull();
    expect(readDraft(localStorage, 1, now)).toBeNull();
    expect(readDraft(localStorage, 2, now, edit)).toBeNull();
    purgeDrafts(localStorage, later(DRAFT_DAYS));
    expect(localStorage.getItem(draftKey(1, edit))).toBeNull();
  });

  it('keeps stored image addresses, notes chosen files by name, and restore keeps the files chosen now', () => {
    const image = new File(['x'], 'first.png', { type: 'image/png' });
    const form = {
      ...defaultsFor('timed'),
      snapshot_pic: image,
      snapshot_pic_url: 'https://cdn.example/old.png',
    };
    const kept = draftOf(form);
    expect(kept.values.snapshot_pic).toBeNull();
    expect(kept.values.snapshot_pic_url).toBe('https://cdn.example/old.png');
    expect(kept.lostFiles).toEqual({ snapshot_pic: 'first.png' });
    const stored = newDraft(kept.values, now, kept.lostFiles);
    expect(JSON.parse(JSON.stringify(stored)).lostFiles).toEqual({ snapshot_pic: 'first.png' });
    expect(newDraft(kept.values, now, {}).lostFiles).toBeUndefined();

    const logo = new File(['y'], 'logo.png', { type: 'image/png' });
    const now2 = defaultsFor('timed');
    const current = {
      ...now2,
      snapshot_pic: image,
      contest_layout_customization: {
        ...now2.contest_layout_customization!,
        custom_banner_logo: logo,
      },
    };
    const restored = restoredValues({ ...kept.values, title: 'Typed' }, current);
    expect(restored.title).toBe('Typed');
    expect(restored.snapshot_pic).toBe(image);
    expect(restored.snapshot_pic_url).toBe('https://cdn.example/old.png');
    expect(restored.contest_layout_customization?.custom_banner_logo).toBe(logo);
    expect(restoredValues(kept.values, defaultsFor('timed')).snapshot_pic).toBeNull();
  });

  it('values filled with null, empty or false on mount are no typed work; real changes are', () => {
    const base = defaultsFor('timed');
    const loaded = draftOf({
      ...base,
      supplemental_submission_fields: [{ title: 'Major' }],
    } as never);
    const mounted = draftOf({
      ...base,
      supplemental_submission_fields: [{ title: 'Major', group_id: null, order: null }],
    } as never);
    expect(workOf(mounted)).toBe(workOf(loaded));
    expect(workOf(draftOf({ ...base, title: 'Typed' }))).not.toBe(workOf(draftOf(base)));
    expect(workOf(draftOf({ ...base, anonymous: !base.anonymous }))).not.toBe(
      workOf(draftOf(base)),
    );
  });
});
