import { describe, expect, it } from 'vitest';
import { readDraftNews, sameAnswers } from '../../src/solver/draftChannel';

describe('the news one tab sends the others after a save', () => {
  const answers = { deliverables: { '1': 'Bike lanes' }, supplementals: { '2': ['a', 'b'] } };

  it('reads a save of another tab, and nothing else', () => {
    expect(readDraftNews({ answers, savedAt: '2026-11-25T10:00:00Z' })).toEqual({
      answers,
      savedAt: '2026-11-25T10:00:00Z',
    });
    expect(readDraftNews({ answers, savedAt: null })?.savedAt).toBeNull();
    expect(readDraftNews('hello')).toBeNull();
    expect(readDraftNews({ answers: { deliverables: { '1': 3 } }, savedAt: null })).toBeNull();
    expect(readDraftNews({ savedAt: null })).toBeNull();
  });

  it('tells alike answers from different ones, whatever the order of their keys', () => {
    const reordered = {
      deliverables: { '1': 'Bike lanes' },
      supplementals: { '2': ['a', 'b'] },
    };
    expect(sameAnswers(answers, reordered)).toBe(true);
    expect(
      sameAnswers(
        { deliverables: { a: 'x', b: 'y' }, supplementals: {} },
        { deliverables: { b: 'y', a: 'x' }, supplementals: {} },
      ),
    ).toBe(true);
    expect(sameAnswers(answers, { ...answers, deliverables: { '1': 'Bike lanes!' } })).toBe(false);
    expect(sameAnswers(answers, { ...answers, supplementals: { '2': ['b', 'a'] } })).toBe(false);
  });
});
