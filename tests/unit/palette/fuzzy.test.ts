import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestMatch, fuzzyMatch } from '../../../src/layout/palette/fuzzy';

const TITLES = [
  'Dashboard',
  'Challenge Drafts',
  'Challenge Statistics',
  'Manage Cashouts',
  'Cashout Report',
  'Support tools for a solver',
  'Support tools for a challenger',
  'Problem Solver Demographics',
  'Invoices',
];

const ranked = (query: string) =>
  TITLES.flatMap((title) => {
    const match = fuzzyMatch(query, title);
    return match ? [{ title, score: match.score }] : [];
  })
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.title);

describe('fuzzyMatch', () => {
  it('matches the characters in order, case and spaces ignored, and says where', () => {
    expect(fuzzyMatch('cash rep', 'Cashout Report')?.indices).toEqual([0, 1, 2, 3, 8, 9, 10]);
    expect(fuzzyMatch('CR', 'Cashout Report')?.indices).toEqual([0, 8]);
    expect(fuzzyMatch('xyz', 'Cashout Report')).toBeNull();
    expect(fuzzyMatch('reportcash', 'Cashout Report')).toBeNull();
  });

  it('matches everything with score 0 for an empty query', () => {
    expect(fuzzyMatch('  ', 'Invoices')).toEqual({ score: 0, indices: [] });
  });

  it('ranks word starts and runs first', () => {
    expect(ranked('cash rep')[0]).toBe('Cashout Report');
    expect(ranked('cr')[0]).toBe('Cashout Report');
    expect(ranked('drafts')).toEqual(['Challenge Drafts']);
    expect(ranked('sts')[0]).toBe('Support tools for a solver');
    expect(ranked('stc')[0]).toBe('Support tools for a challenger');
    expect(ranked('dash')[0]).toBe('Dashboard');
  });

  it('prefers a later word start to an earlier mid-word hit', () => {
    // The "c" of "Cashouts", not the earlier one inside "Manage"-less words.
    expect(fuzzyMatch('mc', 'Manage Cashouts')?.indices).toEqual([0, 7]);
    expect(fuzzyMatch('sr', 'Cashout Report')?.indices).toEqual([2, 8]);
  });

  it('finds any text in itself, and its indices always spell the query', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.string({ maxLength: 10 }),
        (text, query) => {
          const self = fuzzyMatch(text, text);
          if (text.trim()) expect(self).not.toBeNull();
          const match = fuzzyMatch(query, text);
          if (!match) return;
          const spelled = match.indices.map((index) => text[index].toLowerCase()).join('');
          expect(spelled).toBe(query.toLowerCase().replace(/\s+/g, ''));
          expect([...match.indices].sort((a, b) => a - b)).toEqual(match.indices);
        },
      ),
    );
  });

  it('takes the best of several texts (title and menu label)', () => {
    expect(bestMatch('payouts', ['Manage Cashouts', 'Payouts'])?.score).toBeGreaterThan(0);
    expect(bestMatch('payouts', ['Manage Cashouts'])).toBeNull();
  });
});
