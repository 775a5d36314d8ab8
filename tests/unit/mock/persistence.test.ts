import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../src/api';
import type { SelectOption } from '../../../src/contract';
import { setPersistence } from '../../../mocks/config';
import { companies, teams } from '../../../mocks/db/companies';
import { reloadDb } from '../../../mocks/db/database';
import { compactChanges, STORAGE_KEY } from '../../../mocks/db/persistence';
import { mockControl } from '../../../mocks/node';

const companyOptions = async () =>
  (await http.get<SelectOption[]>('/admin/companies/form_selects/companies')).data;
const newCompany = {
  name: 'Zephyr Labs',
  anonymous: false,
  description: '',
  industry: 'Technology',
  logoUrl: null,
};

describe('the mock database across page loads', () => {
  beforeEach(() => {
    setPersistence(true);
    mockControl.reset();
  });
  afterEach(() => {
    setPersistence(undefined);
    delete process.env.MOCK_SCALE;
  });

  it('replays inserts, updates and removals over the seed after a reload', async () => {
    const created = companies().insert(newCompany);
    teams().update(1, { name: 'Renamed team' });
    teams().remove(2);
    reloadDb();
    expect(companies().get(created.id)?.name).toBe('Zephyr Labs');
    expect(teams().get(1)?.name).toBe('Renamed team');
    expect(teams().get(2)).toBeUndefined();
    expect(await companyOptions()).toContainEqual({ value: created.id, label: 'Zephyr Labs' });
  });

  it('saves a versioned entry naming the scale, and drops it when the scale changes', () => {
    companies().insert(newCompany);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as {
      version: number;
      scale: number;
      changes: unknown[];
    };
    expect(saved).toMatchObject({ version: 2, scale: 300 });
    expect(saved.changes).toHaveLength(1);

    process.env.MOCK_SCALE = '50';
    reloadDb();
    expect(companies().find((company) => company.name === 'Zephyr Labs')).toBeUndefined();
    // A new database of the new scale, made now, without the old writes.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      scale: 50,
      changes: [],
    });
  });

  it('ignores an entry of another format version or a broken one, and removes the old key', () => {
    localStorage.setItem('mock:changes:v1', '[]');
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        scale: 300,
        changes: [{ table: 'teams', op: 'remove', id: 1 }],
      }),
    );
    reloadDb();
    expect(teams().get(1)).toBeDefined();
    expect(localStorage.getItem('mock:changes:v1')).toBeNull();
    localStorage.setItem(STORAGE_KEY, '{not json');
    reloadDb();
    expect(teams().get(1)).toBeDefined();
  });

  it('forgets every write on reset', () => {
    companies().insert(newCompany);
    mockControl.reset();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ changes: [] });
    reloadDb();
    expect(companies().find((company) => company.name === 'Zephyr Labs')).toBeUndefined();
  });

  it('compacts the log to the last write of each row', () => {
    const put = (id: number, name: string) => ({
      table: 't',
      op: 'put' as const,
      row: { id, name },
    });
    expect(
      compactChanges([put(1, 'a'), put(2, 'b'), put(1, 'c'), { table: 't', op: 'remove', id: 2 }]),
    ).toEqual([put(1, 'c'), { table: 't', op: 'remove', id: 2 }]);
  });
});
