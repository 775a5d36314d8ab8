import type { ContestRecord } from '../../src/contract/contest';
import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { mergedDraft } from '../../src/challenge-form/model/draftMerge';
import { newDraft } from '../../src/challenge-form/model/draftStore';
import { asCopy, withSaveIdentity } from '../../src/challenge-form/model/identity';
import type { ContestFormValues } from '../../src/challenge-form/model/types';
import { withSignedAddresses } from '../../mocks/signedAddresses';

const source = {
  id: 7,
  slug: 'solar-roofs-7',
  lock_version: 4,
  launched: true,
  url_title: 'solar-roofs',
  contest_type: 'timed',
  title: 'Solar roofs',
  contest_evaluation_scheme: { id: 7, pairwise_rating_scheme: 'none' },
  contest_layout_customization: { id: 7, custom_banner_text: 'Sun' },
  feedback_tags: [{ id: 1, name: 'Well-written' }],
  contest_permissions: [
    { id: 2, category: 'domain', permission_type: 'inclusion', criteria: 'a.edu' },
  ],
  supplemental_submission_fields: [{ id: 3, title: 'Major' }],
  deliverable_submission_fields: [{ id: 4, title: 'Essay' }],
  contestfiles: [{ id: 5, key: 'contestfiles/1/brief.pdf' }],
} as unknown as ContestRecord;

describe('a copy carries none of its source identity (CONTRACT §6)', () => {
  it("the clone form starts without the source's ids, version, launch, slug or Custom URL", () => {
    const copy = asCopy(source);
    expect(JSON.stringify(copy)).not.toMatch(/"(id|slug|lock_version|launched)"/);
    expect(copy.url_title).toBeNull();
    expect(copy.title).toBe('Solar roofs');
    expect(copy.contestfiles).toEqual([{ key: 'contestfiles/1/brief.pdf' }]);
  });

  it('a save of a copy or a new challenge names no challenge; an edit names its address and id', () => {
    for (const mode of ['clone', 'create'] as const)
      expect(JSON.stringify(withSaveIdentity(source, mode, 'solar-roofs-7'))).not.toMatch(
        /"(id|slug|lock_version|launched)"/,
      );
    expect(withSaveIdentity({ ...source, slug: undefined }, 'edit', 'solar-roofs-7')).toMatchObject(
      { id: 7, slug: 'solar-roofs-7', lock_version: 4 },
    );
    const { id: _id, ...namedOnly } = source;
    expect(withSaveIdentity(namedOnly as ContestRecord, 'edit', 'from-the-address')).toMatchObject({
      slug: 'from-the-address',
    });
  });
});

describe('restoring an edit\'s draft (docs/decisions.md, "A kept draft of an edit")', () => {
  const form = (over: Partial<ContestFormValues> = {}): ContestFormValues => ({
    ...defaultsFor('ideation'),
    title: 'Stored title',
    reward_points: 16000,
    requirement: 'The question?',
    ...over,
  });

  it("puts back only the author's changes over what is stored now", () => {
    const base = form();
    const draft = newDraft(form({ title: 'Mine' }), new Date(), undefined, base);
    const now = form({ reward_points: 25000, requirement: 'Their question?' });
    const merged = mergedDraft(draft, now, now);
    expect(merged.conflicts).toEqual([]);
    expect(merged.values).toMatchObject({
      title: 'Mine',
      reward_points: 25000,
      requirement: 'Their question?',
    });
  });

  it('names a field both changed, holding the draft value; one changed alike is no conflict', () => {
    const base = form();
    const draft = newDraft(
      form({ title: 'Mine', reward_points: 20000 }),
      new Date(),
      undefined,
      base,
    );
    const now = form({ title: 'Theirs', reward_points: 20000 });
    const merged = mergedDraft(draft, now, now);
    expect(merged.conflicts).toEqual(['title']);
    expect(merged.values.title).toBe('Mine');
  });

  it('a draft without its base (a new challenge) is the whole form, as before', () => {
    const draft = newDraft(form({ title: 'Mine' }), new Date());
    const now = form({ reward_points: 25000 });
    expect(mergedDraft(draft, now, now).values.reward_points).toBe(16000);
  });
});

describe("the mock's answer modes sign stored files' addresses anew on every read", () => {
  it('changes the address of a stored file at every depth, and nothing else', () => {
    const body = {
      data: {
        snapshot_pic_url: '/mock-storage/upload/images/seed/challenge.svg',
        link_to_video: '/mock-storage/upload/images/seed/challenge.svg',
        contestfiles: [{ key: 'k', url: 'http://localhost:5173/mock-storage/upload/k.pdf' }],
        signed: { url: '/mock-storage/upload' },
      },
    };
    const first = withSignedAddresses(body) as typeof body;
    const second = withSignedAddresses(first) as typeof body;
    expect(first.data.snapshot_pic_url).toMatch(
      /^\/mock-storage\/upload\/images\/seed\/challenge\.svg\?/,
    );
    expect(second.data.snapshot_pic_url).not.toBe(first.data.snapshot_pic_url);
    expect(second.data.snapshot_pic_url.match(/X-Amz-Signature/g)).toHaveLength(1);
    expect(second.data.contestfiles[0]!.url).not.toBe(first.data.contestfiles[0]!.url);
    expect(first.data.link_to_video).toBe(body.data.link_to_video);
    expect(first.data.signed.url).toBe('/mock-storage/upload');
  });
});
