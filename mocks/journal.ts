import { setOwn } from '../src/contract/ownKeys';
/** Every request the mock answered, so tests can assert what the console sent. */
export type JournalValue = string | { file: string; size: number; type: string };

export interface JournalEntry {
  method: string;
  /** Relative to the API base, e.g. `/admin/stats`. */
  path: string;
  query: Record<string, string | string[]>;
  /** JSON bodies as parsed; multipart bodies as a list of [name, value] in order. */
  body: unknown;
  headers: Record<string, string>;
}

const entries: JournalEntry[] = [];

export const queryToObject = (params: URLSearchParams): Record<string, string | string[]> => {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    setOwn(result, key, key.endsWith('[]') || values.length > 1 ? values : values[0]);
  }
  return result;
};

export const formDataToEntries = (form: FormData): [string, JournalValue][] =>
  [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : { file: value.name, size: value.size, type: value.type },
  ]);

export const journal = {
  record(entry: JournalEntry) {
    entries.push(entry);
  },
  list: (): readonly JournalEntry[] => entries,
  clear() {
    entries.length = 0;
  },
  /** Entries for a method and a path (exact, or a RegExp). */
  find(method: string, path: string | RegExp): JournalEntry[] {
    return entries.filter(
      (entry) =>
        entry.method === method &&
        (typeof path === 'string' ? entry.path === path : path.test(entry.path)),
    );
  },
};
