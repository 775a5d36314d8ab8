import type { Envelope, ServerContext } from '../contract';
import { DEFAULT_SETTINGS } from '../contract';
import { clientError } from './errors';
import { http, setApiBase } from './http';

export const CONTEXT_SCRIPT_ID = 'admin-context';

const isServerContext = (value: unknown): value is ServerContext =>
  typeof value === 'object' && value !== null && Array.isArray((value as ServerContext).menu);

/** The context embedded by the server page, if any. */
export const readEmbeddedContext = (doc: Document = document): ServerContext | null => {
  const script = doc.getElementById(CONTEXT_SCRIPT_ID);
  if (!script?.textContent) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent);
  } catch {
    throw clientError('parse');
  }
  if (!isServerContext(parsed)) throw clientError('shape');
  return parsed;
};

/** The context from the page, else from `GET {base}/admin/context`; its apiBase is applied. */
export const loadServerContext = async (signal?: AbortSignal): Promise<ServerContext> => {
  const embedded = readEmbeddedContext();
  const context =
    embedded ??
    (await http.get<Envelope<ServerContext>['data']>('/admin/context', { signal })).data;
  if (!isServerContext(context)) throw clientError('shape');
  setApiBase(context.apiBase);
  return context;
};

export const contextSettings = (context: ServerContext) => ({
  ...DEFAULT_SETTINGS,
  ...context.settings,
});
