import { describe, expect, it } from 'vitest';
import type { Opportunity } from '../../src/contract';
import {
  needsConfirmation,
  toInvoiceRequest,
  validateInvoice,
} from '../../src/resources/invoices/validation';
import { detailSections } from '../../src/resources/opportunities/sections';
import { toCsv } from '../../src/ui/csv';
import {
  csvColumnsOf,
  fetchAllRows,
  isSearchVisible,
  SEARCH_THRESHOLD,
  type GridColumn,
} from '../../src/ui/list';
import { safeHref } from '../../src/ui/html/safeHref';

interface Row {
  id: number;
  title: string;
  amount: number;
}

const COLUMNS: GridColumn<Row>[] = [
  { id: 'title', label: 'app.title', cell: (row) => row.title, csv: (row) => row.title },
  { id: 'amount', label: 'app.amount', cell: (row) => row.amount, csv: (row) => row.amount },
  { id: 'actions', label: 'app.actions', cell: () => 'Edit' },
];

describe('the search box threshold', () => {
  it('appears from 5 rows on, and stays while a search is active', () => {
    expect(SEARCH_THRESHOLD).toBe(5);
    expect(isSearchVisible(undefined, undefined)).toBe(false);
    expect(isSearchVisible(4, '')).toBe(false);
    expect(isSearchVisible(5, undefined)).toBe(true);
    expect(isSearchVisible(0, 'zzz')).toBe(true);
    expect(isSearchVisible(2, '   ')).toBe(false);
  });
});

describe('the CSV export', () => {
  it('takes the columns with a CSV value, headers translated', () => {
    const columns = csvColumnsOf(COLUMNS, (key) => key.toUpperCase());
    expect(columns.map((column) => column.header)).toEqual(['APP.TITLE', 'APP.AMOUNT']);
  });

  it('neutralises cells a spreadsheet would run as a formula (= + - @, tab, CR)', () => {
    const rows: Row[] = ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', 'plain', 'a=b'].map(
      (title, id) => ({ id, title, amount: -5 }),
    );
    const lines = toCsv(
      rows,
      csvColumnsOf(COLUMNS, (key) => key),
    ).split('\r\n');
    expect(lines[0]).toBe('app.title,app.amount');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      '"\'=SUM(A1)"',
      '"\'+1"',
      '"\'-2"',
      '"\'@cmd"',
      '"\'\tx"',
      '"\'\rx"',
      'plain',
      'a=b',
    ]);
  });

  it('fetches every matching row page after page, not only the page on screen', async () => {
    const all = Array.from({ length: 1203 }, (_, id) => ({ id }));
    const asked: number[] = [];
    const rows = await fetchAllRows(async (page, perPage) => {
      asked.push(page);
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    });
    expect(rows).toHaveLength(1203);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at the total even when the last page is full', async () => {
    const asked: number[] = [];
    await fetchAllRows(async (page) => {
      asked.push(page);
      return { data: Array.from({ length: 500 }, (_, id) => ({ id })), total: 1000 };
    });
    expect(asked).toEqual([1, 2]);
  });
});

describe('server-given links in cells', () => {
  it('keeps same-site paths and http(s) addresses, drops anything that could run', () => {
    expect(safeHref('/challenges/x')).toBe('/challenges/x');
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe('the invoice form', () => {
  it('requires an email and an amount of at least 1 USD', () => {
    expect(validateInvoice({ email: '', amount: null, campaign_type: 'prepayment' })).toEqual({
      email: 'app.validation.required',
      amount: 'app.validation.required',
    });
    expect(validateInvoice({ email: 'nope', amount: 0.99, campaign_type: 'prepayment' })).toEqual({
      email: 'app.validation.email',
      amount: { message: 'app.validation.min', args: { n: 1 } },
    });
    expect(validateInvoice({ email: 'a@b.co', amount: 1, campaign_type: 'prepayment' })).toEqual(
      {},
    );
  });

  it('takes dollars and cents only, and asks to confirm above $1,000,000', () => {
    const amount = (value: number | string) =>
      validateInvoice({ email: 'a@b.co', amount: value, campaign_type: 'prepayment' }).amount;
    expect(amount(12.34)).toBeUndefined();
    expect(amount('12.3')).toBeUndefined();
    expect(amount(12.345)).toBe('app.invoices.form.cents');
    expect(amount('7.001')).toBe('app.invoices.form.cents');
    expect(needsConfirmation({ amount: 1_000_000 })).toBe(false);
    expect(needsConfirmation({ amount: 1_000_000.01 })).toBe(true);
  });

  it('sends the email trimmed and the amount as a number', () => {
    expect(
      toInvoiceRequest({ email: ' a@b.co ', amount: '12.5', campaign_type: 'prepayment' }),
    ).toEqual({
      email: 'a@b.co',
      amount: 12.5,
      campaign_type: 'prepayment',
    });
  });
});

describe('Challenge Request Details', () => {
  it('shows every payload field, in the five sections', () => {
    const payload = {
      firstName: 'Ava',
      lastName: 'Kim',
      found_out_from: 'LinkedIn',
      company: 'Acme',
      industry: 'Retail',
      challengerTitle: 'CMO',
      challengeOutput: 'Ideas',
      anonymousOrBranded: 'Branded',
      solutionsTimeframe: '2 weeks',
      challengeTopic: 'Snacks',
      challengeQuestions: 'Why?',
      challengeGuardrails: 'None',
      challengeSupplementals: 'PDF',
    };
    const opportunity: Opportunity = {
      id: 1,
      email: 'ava@acme.example',
      userPath: '/users/9',
      challenger: { firstName: 'Ava', lastName: 'Kim' },
      supervisor: null,
      payload,
    };
    const sections = detailSections(opportunity);
    expect(sections.map((section) => section.key)).toEqual([
      'contact',
      'company',
      'goals',
      'description',
      'parameters',
    ]);
    const keys = sections.flatMap((section) => section.fields.map((field) => field.key));
    for (const key of Object.keys(payload)) expect(keys).toContain(key);
    expect(sections[0].fields.find((field) => field.key === 'email')).toEqual({
      key: 'email',
      value: 'ava@acme.example',
      href: '/users/9',
    });
  });
});
