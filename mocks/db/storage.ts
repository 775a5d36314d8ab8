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
}

/** Metadata persists like every table; the bytes live in memory only (see `storedBytes`). */
export const storedObjects = defineTable<StoredObjectRow>('storedObjects', () => []);

/** Kept as an ArrayBuffer: a Response body every environment (browser, Node, jsdom) accepts. */
const bytes = new Map<string, ArrayBuffer>();

export const storedBytes = {
  get: (key: string) => bytes.get(key),
  set: (key: string, data: ArrayBuffer) => bytes.set(key, data),
  delete: (key: string) => bytes.delete(key),
  clear: () => bytes.clear(),
};
