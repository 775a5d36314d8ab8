import { describe, expect, it } from 'vitest';
import { Table, type Change } from '../../../mocks/db/table';

interface Row {
  id: number;
  userId: number;
  amount: number;
}

const make = () => {
  const changes: Change[] = [];
  const rows: Row[] = [
    { id: 1, userId: 10, amount: 5 },
    { id: 2, userId: 20, amount: 1 },
    { id: 3, userId: 10, amount: 9 },
  ];
  return { table: new Table<Row>('t', rows, (change) => changes.push(change)), changes };
};

describe('Table', () => {
  it('reads by id (numeric strings too) and reports every write', () => {
    const { table, changes } = make();
    expect(table.get('3')).toEqual({ id: 3, userId: 10, amount: 9 });
    const inserted = table.insert({ userId: 30, amount: 2 });
    expect(inserted.id).toBe(4);
    table.update(1, { amount: 6 });
    table.remove(2);
    expect(table.all().map((row) => row.id)).toEqual([1, 3, 4]);
    expect(table.get(4)).toBe(inserted);
    expect(changes.map((change) => change.op)).toEqual(['put', 'put', 'remove']);
  });

  it('keeps a secondary index right through inserts, moves, updates and removals', () => {
    const { table } = make();
    const byUser = table.indexBy('userId');
    expect(byUser.get(10)?.map((row) => row.id)).toEqual([1, 3]);
    table.insert({ userId: 10, amount: 4 });
    table.update(1, { userId: 20 });
    table.update(3, { amount: 100 });
    table.remove(2);
    expect(table.indexBy('userId')).toBe(byUser);
    expect(byUser.get(10)).toEqual([
      { id: 3, userId: 10, amount: 100 },
      { id: 4, userId: 10, amount: 4 },
    ]);
    expect(byUser.get(20)).toEqual([{ id: 1, userId: 20, amount: 5 }]);
  });

  it('caches derived values and sorted arrays until the next write', () => {
    const { table } = make();
    let builds = 0;
    const total = () =>
      table.memo(
        'total',
        (rows) => ((builds += 1), rows.reduce((sum, row) => sum + row.amount, 0)),
      );
    expect(total()).toBe(15);
    expect(total()).toBe(15);
    expect(builds).toBe(1);
    const sorted = table.sortedBy('amount', (a, b) => a.amount - b.amount);
    expect(sorted.map((row) => row.id)).toEqual([2, 1, 3]);
    expect(table.sortedBy('amount', (a, b) => a.amount - b.amount)).toBe(sorted);
    const version = table.version;
    table.update(2, { amount: 50 });
    expect(table.version).toBe(version + 1);
    expect(total()).toBe(64);
    expect(table.sortedBy('amount', (a, b) => a.amount - b.amount).map((row) => row.id)).toEqual([
      1, 3, 2,
    ]);
  });
});
