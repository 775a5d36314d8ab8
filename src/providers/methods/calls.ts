import type * as z from 'zod/mini';
import { parseData, type HttpClient } from '../../api';
import { callPath, type ContractCall } from '../../contract/call';
import type { Query } from '../../contract/envelope';

/** A GET of a page folder's calls.ts, as the page sends it. */
export interface ReadOptions {
  /** Its `{name}` path parameters. */
  params?: Record<string, string>;
  query?: Query;
  signal?: AbortSignal;
}

/** A page's own sender (its folder's calls.ts), given the console's HTTP client. */
export type Sender<T> = (client: HttpClient) => Promise<T>;

/**
 * The calls of a custom page that keeps them in its folder (src/pages/<folder>/calls.ts): the
 * page hands the call object, or its own sender for a call read in its own way, so this layer
 * knows no page (docs/adding-a-resource.md, "How to add a custom page").
 */
export const createCallMethods = (client: HttpClient) => ({
  /** Sends the GET; its answer's `data` is read by the call's schema. */
  read: async <C extends ContractCall & { method: 'GET' }>(
    call: C,
    { params = {}, query, signal }: ReadOptions = {},
  ): Promise<z.output<C['answer']>> => {
    const path = callPath(call, params);
    const { data } = await client.get(path, { query, signal });
    return parseData<C['answer']>(`GET ${path}`, call.answer, data);
  },
  /**
   * Runs a page's sender (a POST whose 2xx is done whatever its body, a list read row by row, a
   * download) with the client, its aborts made quiet as every method's.
   */
  send: <T>(sender: Sender<T>): Promise<T> => sender(client),
});
