import type * as z from 'zod/mini';
import { parseData, type HttpClient } from '../api';
import { callName } from '../contract/call';
import type { FormSelectName } from '../contract/endpoints';
import { formSelectCalls } from '../contract/formSelects';
import { hideProtoKeys, restoreProtoKeys } from '../contract/ownKeys';
import { formSelectStorageKey as storageKey } from './formCalls';
import { readJson, removeKey, writeJson } from '../storage/browserStorage';

export type FormSelectData<N extends FormSelectName> = z.output<
  (typeof formSelectCalls)[N]['answer']
>;

/** The cached list, read by the same schema (an older build may have stored another shape). */
const readCache = <N extends FormSelectName>(name: N): FormSelectData<N> | undefined => {
  const stored = readJson('session', storageKey(name));
  if (stored === undefined) return undefined;
  // As at the edge (parse.ts): a `__proto__` key of the stored answer is data.
  const parsed = formSelectCalls[name].answer.safeParse(hideProtoKeys(stored));
  return parsed.success ? (restoreProtoKeys(parsed.data) as FormSelectData<N>) : undefined;
};

/** Option lists are cached in session storage (seed 000 §7); a mutation that adds one clears it. */
export const invalidateFormSelect = (name: FormSelectName) => {
  removeKey('session', storageKey(name));
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
    writeJson('session', storageKey(name), options);
    return options;
  }
  return { getFormSelect };
};
