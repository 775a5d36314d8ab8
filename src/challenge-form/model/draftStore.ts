import type { ContestFormValues, FormMode } from './types';

/** A draft holds client contact details, so it is kept briefly and per person. */
export const DRAFT_DAYS = 14;
const DAY_MS = 86_400_000;
const BASE = 'challenge-form:draft';
/** The earlier draft of a new challenge, kept for nobody in particular. */
const UNKEYED = `${BASE}:new`;

/** Which form a draft belongs to: a new challenge, or the edit or clone of one challenge. */
export type DraftScope = { mode: 'create' } | { mode: Exclude<FormMode, 'create'>; slug: string };

/** The image inputs a chosen file can sit in: a File cannot be kept in local storage. */
export type DraftFileSlot = 'snapshot_pic' | 'custom_banner_logo';

export interface StoredDraft {
  savedAt: string;
  expiresAt: string;
  values: ContestFormValues;
  /** Names of files chosen when it was written, which it could not keep. */
  lostFiles?: Partial<Record<DraftFileSlot, string>>;
  /**
   * An edit's draft: the challenge as the form had opened it, so a restore puts back only what
   * the author changed (draftMerge.ts).
   */
  base?: ContestFormValues;
}

/**
 * One draft per signed-in staff member (the server context's user) and form on this device: a
 * new challenge keeps its key; an edit or a clone is keyed by the challenge's slug too,
 * so it is offered on that challenge's form alone.
 */
/** What the drafts need of a storage (the console's one storage module gives it). */
export type DraftStorage = Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>;

export const draftKey = (userId: string | number, scope: DraftScope = { mode: 'create' }) =>
  scope.mode === 'create'
    ? `${UNKEYED}:${userId}`
    : `${BASE}:${scope.mode}:${encodeURIComponent(scope.slug)}:${userId}`;

export const newDraft = (
  values: ContestFormValues,
  now: Date,
  lostFiles?: StoredDraft['lostFiles'],
  base?: ContestFormValues,
): StoredDraft => ({
  savedAt: now.toISOString(),
  expiresAt: new Date(now.getTime() + DRAFT_DAYS * DAY_MS).toISOString(),
  values,
  ...(lostFiles && Object.keys(lostFiles).length > 0 ? { lostFiles } : {}),
  ...(base ? { base } : {}),
});

const parse = (text: string | null): StoredDraft | null => {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<StoredDraft>;
    return typeof draft.expiresAt === 'string' && draft.values ? (draft as StoredDraft) : null;
  } catch {
    return null;
  }
};

const expired = (draft: StoredDraft | null, now: Date) =>
  !draft || !(new Date(draft.expiresAt).getTime() > now.getTime());

/**
 * Removes every draft past its date, whoever wrote it and whichever form it is of, and drafts
 * without an owner or a date (the earlier unkeyed one): nothing lingers for whoever uses the
 * browser next.
 */
export const purgeDrafts = (storage: DraftStorage, now: Date) => {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key === null || !key.startsWith(`${BASE}:`)) continue;
    if (key === UNKEYED || expired(parse(storage.getItem(key)), now)) storage.removeItem(key);
  }
};

/** This staff member's draft of this form, if one is kept and still in date. */
export const readDraft = (
  storage: DraftStorage,
  userId: string | number,
  now: Date,
  scope: DraftScope = { mode: 'create' },
): StoredDraft | null => {
  purgeDrafts(storage, now);
  const draft = parse(storage.getItem(draftKey(userId, scope)));
  return expired(draft, now) ? null : draft;
};
