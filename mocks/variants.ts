import { createRng, type Rng } from './db/random';
import { setOwn } from '../src/contract/ownKeys';

/** Forms the console must accept: same meaning, another spelling. */
export type AcceptedVariant =
  'numericText' | 'booleanForm' | 'commaList' | 'nullMissing' | 'dateForm' | 'jsonText';
/** Forms the console must refuse as a shape error, never show. */
export type JunkVariant = 'objectForText' | 'textForNumber' | 'listForObject' | 'missingRequired';

/**
 * A rewrite of the answer's body (outside `meta`, which pagination needs): each value the rule
 * may touch is rewritten with probability `rate`, at most `limit` times, in a fixed walk order
 * with a seeded generator, so the same rule gives the same answer every time.
 */
export interface VariantRule {
  /**
   * `extra`: every object of the answer gains keys the console does not know (EXTRA).
   * `named`: only the fields the seeds name, open shapes in other forms (namedAnswers.ts; it
   * needs the call, so route.ts applies it, not rewriteAnswer). Both sign every stored file's
   * address anew on each read (signedAddresses.ts, applied by route.ts).
   */
  mode: 'accepted' | 'junk' | 'extra' | 'named';
  /** Which rewrites apply; default: all of the mode. */
  kinds?: (AcceptedVariant | JunkVariant)[];
  /** Only values under these keys (anywhere in the body); default: any key. */
  fields?: string[];
  /** Share of the values that may be touched that are rewritten: default 1 accepted, 0.2 junk. */
  rate?: number;
  /** Most rewrites per answer: default unlimited accepted, 1 junk. */
  limit?: number;
  seed?: number;
  /** Keys whose object or list value the server may send as JSON text (`jsonText`). */
  jsonKeys?: string[];
}

/** What junk looks like: texts that a screen showing them raw would give away. */
export const JUNK = {
  object: { unexpected: { nested: 'object' } },
  text: 'not-a-number',
  list: ['unexpected', 'list'],
} as const;

const DEFAULT_JSON_KEYS = ['evaluation_rubric', 'rubric', 'option_groups', 'optionGroups'];
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Json = unknown;
type Rewrite = { kind: AcceptedVariant | JunkVariant; apply: (value: Json) => Json | typeof DROP };
const DROP = Symbol('drop the key');

const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const dateForm = (rng: Rng) => (value: Json) => {
  const text = value as string;
  if (ISO_DATE.test(text)) return `${text}T00:00:00Z`;
  const time = Date.parse(text);
  return rng.chance(0.5) ? Math.floor(time / 1000) : new Date(time).toISOString();
};

/** The rewrites that fit a value, for the rule's mode. */
const candidates = (key: string, value: Json, rule: VariantRule, rng: Rng): Rewrite[] => {
  const jsonKeys = rule.jsonKeys ?? DEFAULT_JSON_KEYS;
  if (rule.mode === 'accepted') {
    const found: Rewrite[] = [];
    if (typeof value === 'number' && Number.isFinite(value))
      found.push({ kind: 'numericText', apply: (number) => String(number) });
    if (typeof value === 'boolean')
      found.push({
        kind: 'booleanForm',
        apply: (flag) => rng.pick(flag ? [1, 'true'] : [0, 'false']),
      });
    if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => typeof item === 'string' && item !== '' && !item.includes(','))
    )
      found.push({ kind: 'commaList', apply: (list) => (list as string[]).join(',') });
    if (value === null) found.push({ kind: 'nullMissing', apply: () => DROP });
    if (typeof value === 'string' && (ISO_DATE_TIME.test(value) || ISO_DATE.test(value)))
      found.push({ kind: 'dateForm', apply: dateForm(rng) });
    if (jsonKeys.includes(key) && typeof value === 'object' && value !== null)
      found.push({ kind: 'jsonText', apply: (nested) => JSON.stringify(nested) });
    return found;
  }
  if (value === null || value === undefined) return [];
  const found: Rewrite[] = [{ kind: 'missingRequired', apply: () => DROP }];
  if (typeof value === 'string') found.push({ kind: 'objectForText', apply: () => JUNK.object });
  if (typeof value === 'number') found.push({ kind: 'textForNumber', apply: () => JUNK.text });
  if (isPlainObject(value)) found.push({ kind: 'listForObject', apply: () => [...JUNK.list] });
  return found;
};

/**
 * What `extra` mode adds to every object: a key no seed names, with a nested value, so a screen
 * that shows it or a save that drops it gives itself away.
 */
export const EXTRA = { key: 'x_server_extra', value: { kept: 'as sent', n: 1 } } as const;
/**
 * Objects that are maps (label → options, setting → text, upload fields, a solution's answers by
 * field id and their questions): a key there is data, so a server adds none of its own.
 */
const MAP_KEYS = new Set([
  'settings',
  'fields',
  'option_group',
  'errors',
  'deliverables',
  'supplementals',
  'titles',
]);

/** `item`: the value is an entry of a list under `key` (a row, never the map itself). */
const withExtraKeys = (key: string, value: Json, jsonKeys: string[], item = false): Json => {
  if (typeof value === 'string' && jsonKeys.includes(key)) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null)
        return JSON.stringify(withExtraKeys(key, parsed, jsonKeys));
    } catch {
      // not JSON text: left as it is
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((entry) => withExtraKeys(key, entry, jsonKeys, true));
  if (!isPlainObject(value) || (!item && MAP_KEYS.has(key))) return value;
  const out: Record<string, Json> = { [EXTRA.key]: EXTRA.value };
  for (const [inner, nested] of Object.entries(value))
    setOwn(out, inner, withExtraKeys(inner, nested, jsonKeys));
  return out;
};

/** Rewrites a parsed answer body by the rule; the input is left as it was. */
export const rewriteAnswer = (body: Json, rule: VariantRule): Json => {
  if (rule.mode === 'named') throw new Error('named answers need their call: see namedAnswers.ts');
  if (rule.mode === 'extra')
    return isPlainObject(body) && 'data' in body
      ? { ...body, data: withExtraKeys('data', body.data, rule.jsonKeys ?? DEFAULT_JSON_KEYS) }
      : body;
  const rng = createRng(rule.seed ?? 1);
  const rate = rule.rate ?? (rule.mode === 'accepted' ? 1 : 0.2);
  const limit = rule.limit ?? (rule.mode === 'accepted' ? Infinity : 1);
  let done = 0;
  const allowed = (rewrite: Rewrite) => !rule.kinds || rule.kinds.includes(rewrite.kind);

  const visit = (key: string, value: Json, touchable = true): Json | typeof DROP => {
    const inField = !rule.fields || rule.fields.includes(key);
    if (touchable && inField && done < limit) {
      const fits = candidates(key, value, rule, rng).filter(allowed);
      if (fits.length > 0 && rng.chance(rate)) {
        done += 1;
        return rng.pick(fits).apply(value);
      }
    }
    // A row of a list is no field: only the values inside it are rewritten.
    if (Array.isArray(value))
      return value
        .map((item) => visit(key, item, !isPlainObject(item)))
        .filter((item) => item !== DROP);
    if (isPlainObject(value)) return walk(value);
    return value;
  };
  const walk = (object: Record<string, Json>): Record<string, Json> => {
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(object)) {
      const next = visit(key, value);
      if (next !== DROP) setOwn(out, key, next);
    }
    return out;
  };

  // The envelope's `meta` (pagination) stays whole; its `data` is touched itself only when the
  // rule names it (`fields: ['data']`: the whole answer in another shape, or missing).
  if (!isPlainObject(body) || !('data' in body)) return body;
  const data = visit('data', body.data, rule.fields?.includes('data') ?? false);
  if (data === DROP) {
    const { data: _dropped, ...rest } = body;
    return rest;
  }
  return { ...body, data };
};
