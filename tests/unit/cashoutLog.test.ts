import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  addEntries,
  filterLog,
  LOG_LIMIT,
  logCsvColumns,
  readLog,
  storedLog,
  type LogEntry,
  type LogLabels,
} from '../../src/pages/cashouts/log/decisionLog';
import { toCsv } from '../../src/ui/csv';

const entry = (n: number, patch: Partial<LogEntry> = {}): LogEntry => ({
  id: `e${n}`,
  staff: 'Morgan Admin',
  cashoutId: n,
  user: `User ${n}`,
  amount: n * 10,
  decision: 'approve',
  reason: '',
  at: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
  result: 'done',
  message: 'Approved',
  ...patch,
});

const labels: LogLabels = {
  column: (column) => column.toUpperCase(),
  decision: (decision) => `D:${decision}`,
  reason: (reason) => (reason ? `R:${reason}` : ''),
  result: (result) => (result === 'done' ? 'Done' : 'Failed'),
};

describe('the decision log kept in this browser', () => {
  it('reads back what it stored; nothing stored is an empty log', () => {
    const entries = [entry(2), entry(1)];
    expect(readLog(JSON.stringify(storedLog(entries)))).toEqual({ entries, corrupted: false });
    expect(readLog(null)).toEqual({ entries: [], corrupted: false });
  });

  it.each([
    ['broken JSON', '{"version":1,'],
    ['another shape', '[1,2,3]'],
    ['another version', JSON.stringify({ version: 2, entries: [] })],
    ['an entry missing a field', JSON.stringify({ version: 1, entries: [{ id: 'x' }] })],
    [
      'an unknown decision',
      JSON.stringify(storedLog([{ ...entry(1), decision: 'pay' } as unknown as LogEntry])),
    ],
  ])('starts afresh, saying so, from %s', (_, text) => {
    expect(readLog(text)).toEqual({ entries: [], corrupted: true });
  });

  it('keeps __proto__ in a stored entry as data, never as a prototype', () => {
    const text = JSON.stringify(storedLog([entry(1)])).replace(
      '"id":"e1"',
      '"__proto__":{"polluted":true},"id":"e1"',
    );
    const { entries } = readLog(text);
    expect(entries).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((entries[0] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('adds the newest first, once each, and keeps at most LOG_LIMIT', () => {
    const added = addEntries([entry(1)], [entry(2), entry(3), entry(1)]);
    expect(added.map((e) => e.id)).toEqual(['e3', 'e2', 'e1']);
    const many = Array.from({ length: LOG_LIMIT + 7 }, (_, n) => entry(n));
    const bounded = addEntries([], many);
    expect(bounded).toHaveLength(LOG_LIMIT);
    expect(bounded[0].id).toBe(`e${LOG_LIMIT + 6}`);
    expect(bounded.at(-1)!.id).toBe('e7');
    const stored = JSON.stringify(storedLog([...many].reverse()));
    expect(readLog(stored).entries).toHaveLength(LOG_LIMIT);
  });

  it('filters by result, by decision and by any text a row shows', () => {
    const entries = [
      entry(1),
      entry(2, { result: 'failed', message: 'The payment provider is offline' }),
      entry(3, { decision: 'decline', reason: 'account_locked', user: 'Ann Smith' }),
    ];
    const shown = (e: LogEntry) => [e.user, e.message, labels.reason(e.reason)];
    const pick = (filter: Parameters<typeof filterLog>[1]) =>
      filterLog(entries, filter, shown).map((e) => e.cashoutId);
    expect(pick({ result: 'failed', decision: '', text: '' })).toEqual([2]);
    expect(pick({ result: '', decision: 'decline', text: '' })).toEqual([3]);
    expect(pick({ result: '', decision: '', text: '  OFFLINE ' })).toEqual([2]);
    expect(pick({ result: '', decision: '', text: 'r:account' })).toEqual([3]);
    expect(pick({ result: 'done', decision: 'decline', text: 'smith' })).toEqual([3]);
    expect(pick({ result: 'failed', decision: 'decline', text: '' })).toEqual([]);
  });

  it("exports with the report's formula-safe cells; amounts stay numbers", () => {
    const csv = toCsv(
      [entry(1, { user: '=HYPERLINK("http://x")', message: '+1 then @sum', staff: '-Staff' })],
      logCsvColumns(labels),
    );
    const [header, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(header).toEqual([
      'AT',
      'STAFF',
      'USER',
      'CASHOUT',
      'AMOUNT',
      'DECISION',
      'REASON',
      'RESULT',
      'MESSAGE',
    ]);
    expect(row[1]).toBe("'-Staff");
    expect(row[2]).toBe('\'=HYPERLINK("http://x")');
    expect(row[3]).toBe('1');
    expect(row[4]).toBe('10');
    expect(row[5]).toBe('D:approve');
    expect(row[7]).toBe('Done');
    expect(row[8]).toBe("'+1 then @sum");
    expect(row[0]).toMatch(/^2026-11-20 \d\d:01:00$/);
  });
});
