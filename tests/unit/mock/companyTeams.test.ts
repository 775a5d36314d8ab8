import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../src/api';
import type { SelectOption } from '../../../src/contract';
import { setPersistence } from '../../../mocks/config';
import { companies, teams } from '../../../mocks/db/companies';
import { reloadDb } from '../../../mocks/db/database';
import { mockControl } from '../../../mocks/node';

const createCompany = async (name: string) => {
  const form = new FormData();
  form.set('form_type', 'company');
  form.set('organization', name);
  form.set('team_name', 'First team');
  await http.post('/admin/companies', form);
  return companies().find((company) => company.name === name)!;
};

const teamOptions = async () =>
  (await http.get<SelectOption[]>('/admin/contests/form_selects/company_teams')).data;

describe('a company created in the mock', () => {
  beforeEach(() => {
    setPersistence(true);
    mockControl.reset();
  });
  afterEach(() => setPersistence(undefined));

  it('has only its own team, before and after a reload, whichever table is read first', async () => {
    const seededTeams = teams().all().length;
    const company = await createCompany('Zephyr Labs');
    const own = () => teams().filter((team) => team.companyId === company.id);
    expect(own().map((team) => team.name)).toEqual(['First team']);

    reloadDb();
    // A page load reads the companies (with the new one replayed) before the teams.
    expect(companies().get(company.id)?.name).toBe('Zephyr Labs');
    expect(own().map((team) => team.name)).toEqual(['First team']);
    expect(teams().all()).toHaveLength(seededTeams + 1);
    const labels = (await teamOptions()).map((option) => option.label ?? '');
    expect(labels.filter((label) => label.startsWith('Zephyr Labs'))).toEqual([
      'Zephyr Labs — First team',
    ]);
  });
});
