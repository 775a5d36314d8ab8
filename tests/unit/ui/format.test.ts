import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABSENT,
  formatCount,
  formatDate,
  formatDateTime,
  formatList,
  formatPercent,
  formatText,
  formatUsd,
  rawText,
  RAW_TEXT_MAX,
  toDate,
} from '../../../src/ui/format';
import { shownText } from '../../../src/ui/unreadable';

/** What no screen may ever show. */
const JUNK_WORDS = /NaN|undefined|null|\[object Object\]|Invalid Date/;

/** Whether any text inside a JSON value spells a junk word. */
const spellsJunk = (value: unknown): boolean =>
  typeof value === 'string'
    ? JUNK_WORDS.test(value)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).some(([key, item]) => JUNK_WORDS.test(key) || spellsJunk(item))
      : false;

const formatters = {
  formatUsd: (value: unknown) => formatUsd(value),
  formatUsd0: (value: unknown) => formatUsd(value, 0),
  formatCount,
  formatPercent,
  formatDate,
  formatDateTime,
  formatText,
  formatList,
  shownText: (value: unknown) => shownText(value).text,
};

const oddValues: unknown[] = [
  Number.NaN,
  Infinity,
  -Infinity,
  'NaN',
  'abc',
  '',
  '  ',
  {},
  { amount: 3 },
  [],
  [1, 2],
  true,
  false,
  null,
  undefined,
  new Date(Number.NaN),
  '2026-13-45',
  1e20,
  -1e20,
  Symbol('s'),
  10n,
];

describe('the shared formatters with odd values', () => {
  it.each(Object.entries(formatters))('%s never shows a junk word for any JSON value', (_, fn) => {
    fc.assert(
      // Text that itself spells a junk word is the server's own text, shown as sent.
      fc.property(
        fc.jsonValue().filter((value) => !spellsJunk(value)),
        (value) => {
          expect(fn(value)).not.toMatch(JUNK_WORDS);
        },
      ),
    );
  });

  it.each(Object.entries(formatters))('%s never shows a junk word for odd inputs', (_, fn) => {
    for (const value of oddValues) expect(fn(value)).not.toMatch(JUNK_WORDS);
  });

  it('shows absent values as the dash and unreadable ones as empty', () => {
    expect(formatUsd(null)).toBe(ABSENT);
    expect(formatUsd(undefined)).toBe(ABSENT);
    expect(formatUsd('abc')).toBe('');
    expect(formatUsd({ amount: 3 })).toBe('');
    expect(formatCount(Number.NaN)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(1e20)).toBe('');
    expect(formatPercent([1])).toBe('');
  });

  it('reads numbers sent as numeric text', () => {
    expect(formatUsd('12.5')).toBe('$12.50');
    expect(formatUsd(' 1234 ', 0)).toBe('$1,234');
    expect(formatCount('1234567')).toBe('1,234,567');
    expect(formatPercent('23.456')).toBe('23.46%');
    expect(formatUsd('12,5')).toBe('');
  });

  it('reads dates as ISO text, yyyy-MM-dd, epoch seconds and milliseconds', () => {
    const expected = toDate('2026-11-21T14:05:00')!.getTime();
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDateTime('2026-11-21T14:05:00')).toBe('Nov 21, 2026, 14:05');
    expect(toDate(expected / 1000)?.getTime()).toBe(expected);
    expect(toDate(String(expected / 1000))?.getTime()).toBe(expected);
    expect(toDate(expected)?.getTime()).toBe(expected);
  });

  it('shows a list of text on one line, leaving out what is no text', () => {
    expect(formatList(['a', 'b'])).toBe('a, b');
    expect(formatList(['a', { b: 1 }, null, 3])).toBe('a, 3');
    expect(formatList('a,b')).toBe('a,b');
    expect(formatList({ a: 1 })).toBe('');
  });

  it('keeps the raw value for a tooltip, as JSON and cut short', () => {
    expect(rawText({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
    expect(rawText('plain')).toBe('plain');
    expect(rawText(null)).toBe('');
    const long = rawText({ text: 'x'.repeat(500) });
    expect(long).toHaveLength(RAW_TEXT_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(shownText({ a: 1 })).toEqual({ text: '', raw: '{"a":1}' });
    expect(shownText(false)).toEqual({ text: '', raw: 'false' });
    expect(shownText('shown')).toEqual({ text: 'shown' });
  });
});
