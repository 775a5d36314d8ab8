import { describe, expect, it } from 'vitest';
import { contests } from '../../../mocks/db/contests';
import { toListRow } from '../../../mocks/db/contestLists';
import { mockControl } from '../../../mocks/node';

describe("the mock's challenge list rows", () => {
  it("links a draft's title to its edit form and a launched challenge's to its public page", () => {
    mockControl.reset();
    const draft = contests().find((row) => row.status === 'draft')!;
    const launched = contests().find((row) => row.status !== 'draft')!;
    expect(toListRow(draft).titlePath).toBe(`/admin/contests/${draft.slug}/edit`);
    expect(toListRow(launched).titlePath).toBe(`/challenges/${launched.slug}`);
  });
});
