import type { Envelope, ServerContext } from '../contract';
import { DEFAULT_SETTINGS } from '../contract';
import { CONTEXT_SCRIPT_ID, takeContextRequest } from './contextRequest';
import { clientError } from './errors';
import { http, setApiBase } from './http';

export { CONTEXT_SCRIPT_ID, pageEmbedsContext, startContextRequest } from './contextRequest';

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
    (await (takeContextRequest() ??
      http
        .get<Envelope<ServerContext>['data']>('/admin/context', { signal })
        .then((result) => result.data)));
  if (!isServerContext(context)) throw clientError('shape');
  setApiBase(context.apiBase);
  return context;
};

export const contextSettings = (context: ServerContext) => ({
  ...DEFAULT_SETTINGS,
  ...context.settings,
});
