import type { ContestPermission, ContestRecord } from '../../src/contract/contest';
import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { formValuesFromRecord } from '../../src/challenge-form/model/fromRecord';
import { reversedLocationRows } from '../../src/challenge-form/model/reversedRows';

const loaded = (contest_permissions: ContestPermission[]) => {
  const { ui: _ui, ...defaults } = defaultsFor('timed');
  return formValuesFromRecord({ ...defaults, id: 5, contest_permissions } as ContestRecord);
};

describe('location rows whose meaning a save reverses', () => {
  const rows: ContestPermission[] = [
    { id: 1, category: 'location', permission_type: 'exclusion', criteria: ['China'] },
    { id: 2, category: 'location', permission_type: 'inclusion', criteria: ['Canada'] },
    { id: 3, category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' },
    { id: 4, category: 'location', permission_type: 'exclusion', criteria: 'India, Japan' },
    { id: 5, category: 'location', permission_type: 'exclusion', criteria: [] },
  ];

  it('names the location rows loaded as exclusions, with their locations', () => {
    expect(reversedLocationRows(loaded(rows))).toEqual([
      { index: 0, locations: ['China'] },
      { index: 3, locations: ['India', 'Japan'] },
      { index: 4, locations: [] },
    ]);
  });

  it('leaves out a removed row, one switched to a domain, and a form with none', () => {
    const values = loaded(rows);
    values.contest_permissions![0] = { ...values.contest_permissions![0], _destroy: true };
    values.contest_permissions![3] = {
      ...values.contest_permissions![3],
      category: 'domain',
      criteria: '',
    };
    expect(reversedLocationRows(values)).toEqual([{ index: 4, locations: [] }]);
    expect(reversedLocationRows(loaded(rows.slice(1, 3)))).toEqual([]);
    expect(reversedLocationRows(defaultsFor('timed'))).toEqual([]);
  });
});
