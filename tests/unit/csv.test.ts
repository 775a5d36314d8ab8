import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv, type CsvColumn } from '../../src/ui/csv';
import type { ReportUser } from '../../src/resources/cashout-report-users/schema';
import { exportReportCsv } from '../../src/resources/cashout-report-users/exportCsv';

type Row = { a: string; b: string };
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'A', value: (row) => row.a },
  { header: 'B', value: (row) => row.b },
];

/** What a spreadsheet splitting on `,` `;` or tab (and lines) would start each cell with. */
const cellStarts = (csv: string) =>
  csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[\s"]*/, '').charAt(0));

describe('CSV export against formulas', () => {
  it('quotes and neutralises a separator followed by a formula character', () => {
    const csv = toCsv([{ a: ';=1+1@x.co', b: 'ok' }], COLUMNS, false);
    expect(csv).toBe(`";'=1+1@x.co",ok`);
    expect(toCsv([{ a: 'x,  "+cmd', b: 'a\t-1' }], COLUMNS, false)).toBe(`"x,  ""'+cmd","a\t'-1"`);
  });

  it('reads back as the text typed, with only the neutralising quote added', () => {
    const csv = toCsv([{ a: 'name;@SUM(1)', b: 'plain; text' }], COLUMNS);
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['A', 'B'],
      ["name;'@SUM(1)", 'plain; text'],
    ]);
  });

  it('leaves harmless text alone and numbers as numbers', () => {
    expect(neutraliseCell('a=b; c')).toBe('a=b; c');
    expect(
      toCsv(
        [{ name: 'Ann', total: -5 }],
        [
          { header: 'Name', value: (row: { name: string; total: number }) => row.name },
          { header: 'Total', value: (row: { name: string; total: number }) => row.total },
        ],
      ),
    ).toBe('Name,Total\r\nAnn,-5');
  });

  it("the report's streamed export neutralises the same way", async () => {
    const user: ReportUser = {
      userId: 1,
      name: 'Eve;=HYPERLINK("x")',
      email: 'eve@x.co\t+1',
      accountCreated: '2026-01-02T03:04:05Z',
      lastLogin: null,
      totalRewards: 0,
      totalCashouts: 0,
      rewardsBalance: 0,
      rewardCount: 0,
      cashoutCount: 0,
    };
    const chunks = await exportReportCsv({
      fetchPage: async () => ({ data: [user], total: 1 }),
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    const csv = chunks!.join('');
    expect(csv).toContain(`"Eve;'=HYPERLINK(""x"")"`);
    expect(cellStarts(csv).filter((start) => '=+-@'.includes(start) && start)).toEqual([]);
  });

  it('property: no cell can start a formula after splitting on , ; or tab', () => {
    const tricky = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      ',',
      ';',
      '\t',
      '\r',
      '\n',
      '"',
      ' ',
      "'",
      'a',
      '1',
    );
    const text = fc
      .array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(fc.record({ a: text, b: text }), { maxLength: 5 }), (rows) => {
        for (const start of cellStarts(toCsv(rows, COLUMNS))) {
          expect('=+-@').not.toContain(start || '.');
        }
      }),
      { numRuns: 500 },
    );
  });
});
