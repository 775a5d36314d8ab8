import type { DataProvider } from 'react-admin';
import { isApiError, type HttpClient } from '../api';
import type { ListDeclaration } from '../screen/types';
import { createCallMethods } from './methods/calls';
import { createImpersonationMethods } from './methods/impersonation';
import { createResourceMethods } from './methods/resources';
import { createUploadMethods } from './methods/uploads';
import { createFormSelectMethods } from './formSelects';

/**
 * A call cancelled on purpose (a screen left, React's development double mount, react-query's
 * abort) rejects as a DOMException `AbortError`: react-admin logs every other rejection.
 */
const asAbort = (error: unknown): unknown =>
  isApiError(error) && error.kind === 'aborted'
    ? new DOMException(error.message, 'AbortError')
    : error;

const quietAborts = <P extends Record<string, unknown>>(provider: P): P =>
  Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [
      name,
      typeof method === 'function'
        ? (...args: unknown[]) => {
            const result: unknown = (method as (...args: unknown[]) => unknown)(...args);
            // Only calls are wrapped; a plain value (the export's URL) is given as it is.
            return result instanceof Promise
              ? result.catch((error: unknown) => {
                  throw asAbort(error);
                })
              : result;
          }
        : method,
    ]),
  ) as P;

/**
 * react-admin's dataProvider: the resource table, the calls several screens share (the option
 * lists, the uploads, impersonation), and `read`/`send`, which run a screen folder's own calls
 * (its calls.ts) without naming the screen. The app hands it the list declarations, as it hands
 * react-admin its `<Resource>`s.
 */
export const createDataProvider = <L extends ListDeclaration>(
  client: HttpClient,
  lists: readonly L[],
) =>
  quietAborts({
    ...createResourceMethods(client, lists),
    supportAbortSignal: true,
    ...createImpersonationMethods(client),
    ...createUploadMethods(client),
    ...createFormSelectMethods(client),
    ...createCallMethods(client),
  }) satisfies DataProvider;

/** The dataProvider as a screen calls it, typed by the lists it names (their routes' types). */
export type AppDataProvider<L extends ListDeclaration = ListDeclaration> = ReturnType<
  typeof createDataProvider<L>
>;
