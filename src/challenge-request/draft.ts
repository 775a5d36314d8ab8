import { storageOf } from '../storage/browserStorage';
import { FIELDS } from './fields';
import type { RequestValues } from './request';

/**
 * The one storage key of the request form: what was typed, until it is sent. It is kept in the
 * tab's session storage (src/storage), never for the computer: the next visitor of a shared computer must not
 * find a client's e-mail or confidential topic (docs/decisions.md, "The request's draft").
 */
export const DRAFT_KEY = 'challenge_request:draft';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// The one storage module: a full or refused storage keeps the draft for this page only.
const storage = (): Store => storageOf('session');

/** Where earlier versions of the page kept the draft, for every later visitor. */
const computerStorage = (): Store => storageOf('local');

const safely = <T>(act: () => T): T | undefined => {
  try {
    return act();
  } catch {
    // a store handed in by a caller may still throw: the form works, only without a draft
    return undefined;
  }
};

/** Removes a draft an earlier version of the page left on the computer: it is not this visitor's. */
export const removeComputerDraft = (store: Store | undefined = computerStorage()) =>
  safely(() => store?.removeItem(DRAFT_KEY));

/** The typed values kept in this tab; a value that is not text, or an unknown key, is left out. */
export const readDraft = (store: Store | undefined = storage()): Partial<RequestValues> | null => {
  const text = safely(() => store?.getItem(DRAFT_KEY));
  if (!text) return null;
  const parsed: unknown = safely(() => JSON.parse(text));
  if (typeof parsed !== 'object' || parsed === null) return null;
  const source = parsed as Record<string, unknown>;
  const values: Partial<RequestValues> = {};
  for (const { name } of FIELDS) {
    const value = source[name];
    if (typeof value === 'string' && value !== '') values[name] = value;
  }
  return Object.keys(values).length > 0 ? values : null;
};

/** Keeps the values; an empty form keeps nothing. */
export const writeDraft = (values: RequestValues, store: Store | undefined = storage()) => {
  const typed = Object.values(values).some((value) => value.trim() !== '');
  safely(() =>
    typed ? store?.setItem(DRAFT_KEY, JSON.stringify(values)) : store?.removeItem(DRAFT_KEY),
  );
};

export const clearDraft = (store: Store | undefined = storage()) =>
  safely(() => store?.removeItem(DRAFT_KEY));
