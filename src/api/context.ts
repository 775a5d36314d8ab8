import type * as z from 'zod/mini';
// The context's own file, not src/contract/index.ts: the solver's chunk loads this module.
import {
  DEFAULT_SETTINGS,
  menuChildSchema,
  menuItemSchema,
  serverContextSchema,
  type ServerContext,
} from '../contract/context';
import { contextEndpoint } from '../contract/publicEndpoints';
import { CONTEXT_SCRIPT_ID, takeContextRequest } from './contextRequest';
import { clientError } from './errors';
import { http, setApiBase } from './http';
import { parseData } from './parse';

export { CONTEXT_SCRIPT_ID, pageEmbedsContext, startContextRequest } from './contextRequest';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the entries `schema` reads; each other one is skipped, and logged with its place. */
const usable = (call: string, where: string, list: unknown, schema: z.ZodMiniType) => {
  if (!Array.isArray(list)) return [];
  return list.filter((entry: unknown, index) => {
    const ok = schema.safeParse(entry).success;
    if (!ok) console.warn(`${call}: ${where}[${index}] cannot be used and is skipped`, entry);
    return ok;
  });
};

/**
 * The context as far as it can be used: a menu entry or child it cannot use is
 * skipped, an unreadable user, active item or setting falls back to its default; the console
 * starts. Only an answer without a menu list is refused.
 */
export const usableContext = (call: string, raw: unknown): unknown => {
  if (!isRecord(raw)) return raw;
  // No menu list at all is refused (CONTRACT §3 names it, and no screen is reachable without it).
  const menu = Array.isArray(raw.menu)
    ? usable(
        call,
        'menu',
        raw.menu.map((item: unknown, index) =>
          isRecord(item) && Array.isArray(item.children)
            ? {
                ...item,
                children: usable(call, `menu[${index}].children`, item.children, menuChildSchema),
              }
            : item,
        ),
        menuItemSchema,
      )
    : raw.menu;
  const optionalPart = (key: string, schema: z.ZodMiniType) => {
    if (raw[key] === undefined || schema.safeParse(raw[key]).success) return raw[key];
    console.warn(`${call}: ${key} cannot be used; the default applies`, raw[key]);
    return undefined;
  };
  const { shape } = serverContextSchema._zod.def;
  const settings = isRecord(raw.settings)
    ? Object.fromEntries(
        Object.entries(raw.settings).filter(([, value]) => typeof value === 'string'),
      )
    : undefined;
  return {
    ...raw,
    menu,
    apiBase: optionalPart('apiBase', shape.apiBase),
    active: optionalPart('active', shape.active),
    user: optionalPart('user', shape.user),
    settings,
  };
};

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
  const call = `<script id="${CONTEXT_SCRIPT_ID}">`;
  return parseData(call, serverContextSchema, usableContext(call, parsed), []);
};

/** The path, not `contextCall`: the solver's chunk needs no summary of the call for the docs. */
const CONTEXT_CALL = `GET ${contextEndpoint}`;

/** The context from the page, else from `GET {base}/admin/context`; its apiBase is applied. */
export const loadServerContext = async (signal?: AbortSignal): Promise<ServerContext> => {
  const embedded = readEmbeddedContext();
  const context =
    embedded ??
    parseData(
      CONTEXT_CALL,
      serverContextSchema,
      usableContext(
        CONTEXT_CALL,
        await (takeContextRequest() ??
          http.get(contextEndpoint, { signal }).then((result) => result.data)),
      ),
    );
  setApiBase(context.apiBase);
  return context;
};

export const contextSettings = (context: ServerContext) => ({
  ...DEFAULT_SETTINGS,
  ...context.settings,
});
