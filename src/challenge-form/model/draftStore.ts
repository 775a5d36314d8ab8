import type { ContestFormValues } from './types';

/** Issue 15 item 10: a draft holds client contact details, so it is kept briefly and per person. */
export const DRAFT_DAYS = 14;
const DAY_MS = 86_400_000;
const PREFIX = 'challenge-form:draft:new';

export interface StoredDraft {
  savedAt: string;
  expiresAt: string;
  values: ContestFormValues;
}

/** One draft per signed-in staff member (the server context's user) on this device. */
export const draftKey = (userId: string | number) => `${PREFIX}:${userId}`;

export const newDraft = (values: ContestFormValues, now: Date): StoredDraft => ({
  savedAt: now.toISOString(),
  expiresAt: new Date(now.getTime() + DRAFT_DAYS * DAY_MS).toISOString(),
  values,
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
 * Removes every draft past its date, whoever wrote it, and drafts without an owner or a date
 * (the earlier unkeyed one): nothing lingers for whoever uses the browser next.
 */
export const purgeDrafts = (storage: Storage, now: Date) => {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key === null || !key.startsWith(PREFIX)) continue;
    if (key === PREFIX || expired(parse(storage.getItem(key)), now)) storage.removeItem(key);
  }
};

/** This staff member's draft, if one is kept and still in date. */
export const readDraft = (
  storage: Storage,
  userId: string | number,
  now: Date,
): StoredDraft | null => {
  purgeDrafts(storage, now);
  const draft = parse(storage.getItem(draftKey(userId)));
  return expired(draft, now) ? null : draft;
};
