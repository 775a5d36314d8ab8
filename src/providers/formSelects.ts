import type * as z from 'zod/mini';
import { parseData, type HttpClient } from '../api';
import { locationGroupsSchema } from '../contract/contest';
import { hideProtoKeys, restoreProtoKeys } from '../contract/ownKeys';
import { selectOptionsSchema } from '../contract/envelope';
import { FORM_SELECTS, formSelectStorageKey as storageKey, type FormSelectName } from './formCalls';

const FORM_SELECT_SCHEMAS = {
  companies: selectOptionsSchema,
  companyTeams: selectOptionsSchema,
  challengeTeams: selectOptionsSchema,
  staffTeam: selectOptionsSchema,
  permissionLocations: locationGroupsSchema,
} satisfies Record<FormSelectName, z.ZodMiniType>;
export type FormSelectData<N extends FormSelectName> = z.output<(typeof FORM_SELECT_SCHEMAS)[N]>;

/** The cached list, read by the same schema (an older build may have stored another shape). */
const readCache = <N extends FormSelectName>(name: N): FormSelectData<N> | undefined => {
  try {
    const text = sessionStorage.getItem(storageKey(name));
    if (!text) return undefined;
    // As at the edge (parse.ts): a `__proto__` key of the stored answer is data.
    const parsed = FORM_SELECT_SCHEMAS[name].safeParse(hideProtoKeys(JSON.parse(text)));
    return parsed.success ? (restoreProtoKeys(parsed.data) as FormSelectData<N>) : undefined;
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

export const createFormSelectMethods = (client: HttpClient) => {
  async function getFormSelect<N extends FormSelectName>(
    name: N,
    signal?: AbortSignal,
  ): Promise<FormSelectData<N>>;
  /** For a name chosen at run time: the caller names which kind of list it expects. */
  async function getFormSelect<T extends FormSelectData<FormSelectName>>(
    name: FormSelectName,
    signal?: AbortSignal,
  ): Promise<T>;
  async function getFormSelect(name: FormSelectName, signal?: AbortSignal) {
    const cached = readCache(name);
    if (cached !== undefined) return cached;
    const path = FORM_SELECTS[name];
    const { data } = await client.get(path, { signal });
    const options = parseData(`GET ${path}`, FORM_SELECT_SCHEMAS[name], data);
    try {
      sessionStorage.setItem(storageKey(name), JSON.stringify(options));
    } catch {
      // quota or privacy mode: the list is simply fetched again next time
    }
    return options;
  }
  return { getFormSelect };
};
