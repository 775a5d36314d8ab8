import { readText, removeKey, writeJson } from '../../storage/browserStorage';

/** One remembered item: a screen opened or a person acted on from the palette. */
export type RecentItem = { type: 'screen'; path: string } | { type: 'person'; email: string };

/** The one local-storage key of the palette (docs/decisions.md, "Command palette and keyboard shortcuts"). */
export const RECENT_KEY = 'admin-console:palette-recent';
export const RECENT_LIMIT = 10;

const sameItem = (a: RecentItem, b: RecentItem) =>
  a.type === 'screen'
    ? b.type === 'screen' && a.path === b.path
    : b.type === 'person' && a.email.toLowerCase() === b.email.toLowerCase();

/** The newest first, each item once, at most RECENT_LIMIT. */
export const addRecent = (items: readonly RecentItem[], item: RecentItem): RecentItem[] =>
  [item, ...items.filter((other) => !sameItem(other, item))].slice(0, RECENT_LIMIT);

const isRecentItem = (value: unknown): value is RecentItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    (item.type === 'screen' && typeof item.path === 'string') ||
    (item.type === 'person' && typeof item.email === 'string')
  );
};

/** Whatever the key holds, as valid items only: a damaged value is an empty list. */
export const parseRecent = (text: string | null): RecentItem[] => {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRecentItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
};

/** Storage may be off (private mode, quota): the palette then simply remembers nothing. */
export const recentStorage = {
  read: (): RecentItem[] => parseRecent(readText('local', RECENT_KEY)),
  write: (items: readonly RecentItem[]) => {
    if (items.length) writeJson('local', RECENT_KEY, items);
    else removeKey('local', RECENT_KEY);
  },
};
