import { describe, expect, it } from 'vitest';
import { http } from '../../../src/api';
import type { LocationGroup, SelectOption } from '../../../src/contract';
import { companies, teams } from '../../../mocks/db/companies';
import { staff } from '../../../mocks/db/people';

const get = async <T = SelectOption[]>(path: string) => (await http.get<T>(path)).data;

describe('form_selects option lists', () => {
  it('lists companies as { value: id, label: name }, a company created later included', async () => {
    const before = await get('/admin/companies/form_selects/companies');
    expect(before).toHaveLength(companies().size);
    expect(before).toContainEqual({ value: 1, label: companies().get(1)!.name });

    const created = companies().insert({
      name: 'Zephyr Labs',
      anonymous: false,
      description: '',
      industry: 'Technology',
      logoUrl: null,
    });
    const after = await get('/admin/companies/form_selects/companies');
    expect(after).toContainEqual({ value: created.id, label: 'Zephyr Labs' });
  });

  it('lists company teams and challenge teams as "Company — Team", sorted by label', async () => {
    for (const path of [
      '/admin/contests/form_selects/company_teams',
      '/admin/contests/form_selects/challenge_teams',
    ]) {
      const options = await get(path);
      expect(options).toHaveLength(teams().size);
      const team = teams().get(1)!;
      expect(options).toContainEqual({
        value: 1,
        label: `${companies().get(team.companyId)!.name} — ${team.name}`,
      });
      expect(options.map((option) => option.label)).toEqual(
        [...options.map((option) => option.label)].sort((a, b) =>
          String(a).localeCompare(String(b)),
        ),
      );
    }
  });

  it('lists the staff team by e-mail', async () => {
    const options = await get('/admin/contests/form_selects/mindsumo_team');
    expect(options).toHaveLength(staff().length);
    expect(options.every((option) => String(option.value).endsWith('@mindsumo.com'))).toBe(true);
  });

  it('groups permission locations by continent, each item with a value', async () => {
    const groups = await get<LocationGroup[]>(
      '/admin/contests/form_selects/contest_permission_locations',
    );
    expect(groups.map((group) => group.label)).toContain('North America');
    const northAmerica = groups.find((group) => group.label === 'North America')!;
    expect(northAmerica.options).toContainEqual({ value: 'United States', label: 'United States' });
  });
});
