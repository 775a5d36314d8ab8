import type * as z from 'zod/mini';
import { parseData, type HttpClient } from '../api';
import { callName } from '../contract/call';
import type { FormSelectName } from '../contract/endpoints';
import { formSelectCalls } from '../contract/formSelects';
import { hideProtoKeys, restoreProtoKeys } from '../contract/ownKeys';
import { formSelectStorageKey as storageKey } from './formCalls';

export type FormSelectData<N extends FormSelectName> = z.output<
  (typeof formSelectCalls)[N]['answer']
>;

/** The cached list, read by the same schema (an older build may have stored another shape). */
const readCache = <N extends FormSelectName>(name: N): FormSelectData<N> | undefined => {
  try {
    const text = sessionStorage.getItem(storageKey(name));
    if (!text) return undefined;
    // As at the edge (parse.ts): a `__proto__` key of the stored answer is data.
    const parsed = formSelectCalls[name].answer.safeParse(hideProtoKeys(JSON.parse(text)));
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
    const call = formSelectCalls[name];
    const { data } = await client.get(call.path, { signal });
    const options = parseData(callName(call), call.answer, data);
    try {
      sessionStorage.setItem(storageKey(name), JSON.stringify(options));
    } catch {
      // quota or privacy mode: the list is simply fetched again next time
    }
    return options;
  }
  return { getFormSelect };
};
