import { defineTable } from './database';

/** An object the mock storage service holds, by key (any prefix: contestfiles/, solutionfiles/, images/). */
export interface StoredObjectRow {
  /** The object's key. */
  id: string;
  filename: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** Set by an uploaded callback; a deleted callback removes the row. */
  confirmed: boolean;
  /**
   * The challenge whose extra material this is: the first one saved listing it. A clone that lists
   * the original's file refers to it without owning it.
   */
  owner?: number;
}

/** Gives the materials a saved challenge lists, and nobody owns yet, to that challenge. */
export const claimMaterials = (contestId: number, keys: readonly string[]) => {
  for (const key of keys) {
    const object = storedObjects().get(key);
    if (object && object.owner === undefined) storedObjects().update(key, { owner: contestId });
  }
};

/** The seeded challenges' snapshot image: a stored object like an uploaded one, so its address is signed like theirs. */
export const SEEDED_SNAPSHOT_KEY = 'images/seed/challenge.svg';

/** Metadata persists like every table; the bytes live in memory only (see `storedBytes`). */
export const storedObjects = defineTable<StoredObjectRow>('storedObjects', ({ now }) => [
  {
    id: SEEDED_SNAPSHOT_KEY,
    filename: 'challenge.svg',
    contentType: 'image/svg+xml',
    size: 0,
    uploadedAt: now.toISOString(),
    confirmed: true,
  },
]);

/** Kept as an ArrayBuffer: a Response body every environment (browser, Node, jsdom) accepts. */
const bytes = new Map<string, ArrayBuffer>();

export const storedBytes = {
  get: (key: string) => bytes.get(key),
  set: (key: string, data: ArrayBuffer) => bytes.set(key, data),
  delete: (key: string) => bytes.delete(key),
  clear: () => bytes.clear(),
};
