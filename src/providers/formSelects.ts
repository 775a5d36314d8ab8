import type { SelectOption } from '../contract';
import type { HttpClient } from '../api';

export const FORM_SELECTS = {
  companies: '/admin/companies/form_selects/companies',
  companyTeams: '/admin/contests/form_selects/company_teams',
  challengeTeams: '/admin/contests/form_selects/challenge_teams',
  staffTeam: '/admin/contests/form_selects/mindsumo_team',
  permissionLocations: '/admin/contests/form_selects/contest_permission_locations',
} as const;
export type FormSelectName = keyof typeof FORM_SELECTS;

const storageKey = (name: FormSelectName) => `form_selects:${name}`;

const readCache = <T>(name: FormSelectName): T | undefined => {
  try {
    const text = sessionStorage.getItem(storageKey(name));
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
};

/** Option lists are cached in session storage (seed 000 §7); a mutation that adds one clears it. */
export const invalidateFormSelect = (name: FormSelectName) => {
  try {
    sessionStorage.removeItem(storageKey(name));
  } catch {
    // storage unavailable: nothing cached either
  }
};

export const createFormSelectMethods = (client: HttpClient) => ({
  getFormSelect: async <T = SelectOption[]>(
    name: FormSelectName,
    signal?: AbortSignal,
  ): Promise<T> => {
    const cached = readCache<T>(name);
    if (cached !== undefined) return cached;
    const { data } = await client.get<T>(FORM_SELECTS[name], { signal });
    try {
      sessionStorage.setItem(storageKey(name), JSON.stringify(data));
    } catch {
      // quota or privacy mode: the list is simply fetched again next time
    }
    return data;
  },
});
