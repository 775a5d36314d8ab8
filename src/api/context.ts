// The context's own file, not src/contract/index.ts: the solver's chunk loads this module.
import { DEFAULT_SETTINGS, serverContextSchema, type ServerContext } from '../contract/context';
import { CONTEXT_SCRIPT_ID, takeContextRequest } from './contextRequest';
import { clientError } from './errors';
import { http, setApiBase } from './http';
import { parseData } from './parse';

export { CONTEXT_SCRIPT_ID, pageEmbedsContext, startContextRequest } from './contextRequest';

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
  return parseData(`<script id="${CONTEXT_SCRIPT_ID}">`, serverContextSchema, parsed, []);
};

/** The context from the page, else from `GET {base}/admin/context`; its apiBase is applied. */
export const loadServerContext = async (signal?: AbortSignal): Promise<ServerContext> => {
  const embedded = readEmbeddedContext();
  const context =
    embedded ??
    parseData(
      'GET /admin/context',
      serverContextSchema,
      await (takeContextRequest() ??
        http.get('/admin/context', { signal }).then((result) => result.data)),
    );
  setApiBase(context.apiBase);
  return context;
};

export const contextSettings = (context: ServerContext) => ({
  ...DEFAULT_SETTINGS,
  ...context.settings,
});
