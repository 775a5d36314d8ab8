import type { Meta, Query } from '../contract/envelope';
import { interpolate } from '../i18n/format';
import { common } from '../i18n/messages/common';
import { ApiError, clientError, errorFromResponse, HTTP_MESSAGES } from './errors';
import { buildQuery, joinUrl, resolveApiBase } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  /** A plain object is sent as JSON; a FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpResult<T> {
  data: T;
  meta?: Meta;
  status: number;
}

export interface HttpClientConfig {
  /** Read on every request, so the server context can change the base without a rebuild. */
  getBase: () => string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Called for every error answer before it is thrown (the console watches 401 and 403). */
  onError?: (error: ApiError, request: { method: HttpMethod; url: string }) => void;
}

export const DEFAULT_TIMEOUT_MS = import.meta.env.PROD ? 10_000 : 15_000;

const readCsrfToken = (): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? undefined);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const parseBody = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const isEnvelope = (value: unknown): value is { data: unknown; meta?: Meta } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value;

/** A JSON answer without the `{ data }` envelope (CONTRACT §5), named like a schema mismatch. */
const notAnEnvelope = (call: string, status: number) =>
  new ApiError({
    message: HTTP_MESSAGES.shape,
    detail: interpolate(common.http.shape_at, {
      call,
      path: 'data',
      problem: common.http.shape_problem.missing,
    }),
    status,
    kind: 'shape',
  });

export interface DownloadedFile {
  blob: Blob;
  fileName?: string;
}

/** `attachment; filename="a.csv"` → `a.csv` */
const fileNameOf = (disposition: string | null): string | undefined =>
  disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];

/** What the dataProvider calls: a client's requests (the app's, or one `peeking`). */
export type HttpClient = Omit<ReturnType<typeof createHttpClient>, 'peeking'>;

/** How long an answer asked for at entry waits for its screen; an older one is not used. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

interface EarlyAnswer {
  response: Promise<Response>;
  at: number;
  /** Calls the request off (its screen was left): a call that took it then sends its own. */
  signal?: AbortSignal;
}

/** Resolves with the answer unless the signal aborts first (the answer is then left unread). */
const unlessAborted = (response: Promise<Response>, signal: AbortSignal | undefined) =>
  new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(clientError('aborted'));
    const onAbort = () => reject(clientError('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal?.removeEventListener('abort', onAbort));
  });

export const createHttpClient = (config: HttpClientConfig) => {
  const fetchImpl = (...args: Parameters<typeof fetch>) =>
    (config.fetch ?? globalThis.fetch)(...args);
  /** GETs sent at entry by URL, each handed once to the first call for it. */
  const early = new Map<string, EarlyAnswer>();

  const send = async (
    method: HttpMethod,
    url: string,
    options: RequestOptions,
  ): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (method !== 'GET') {
      const token = readCsrfToken();
      if (token) headers['X-CSRF-Token'] = token;
    }

    const controller = new AbortController();
    const outer = options.signal;
    const onOuterAbort = () => controller.abort();
    if (outer?.aborted) throw clientError('aborted');
    outer?.addEventListener('abort', onOuterAbort);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw clientError('timeout');
      if (outer?.aborted || isAbort(error)) throw clientError('aborted');
      throw clientError('network');
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  };

  const usableEarly = (url: string): EarlyAnswer | undefined => {
    const found = early.get(url);
    // One called off (its screen was left) is never taken.
    return found && !found.signal?.aborted && Date.now() - found.at <= EARLY_ANSWER_MAX_AGE_MS
      ? found
      : undefined;
  };

  const takeEarly = (url: string): EarlyAnswer | undefined => {
    const found = usableEarly(url);
    early.delete(url);
    return found;
  };

  /** An answer's body read as the contract's envelope (CONTRACT §5). */
  const read = async <T>(
    method: HttpMethod,
    path: string,
    response: Response,
  ): Promise<HttpResult<T>> => {
    const parsed = parseBody(await response.text());
    if (!response.ok)
      throw errorFromResponse(response.status, parsed.ok ? parsed.value : undefined);
    // A 2xx to a change means the server made it: a body that is not JSON, or
    // not in the envelope, leaves the answer empty for the screen's fallbacks, never an error.
    const done = method !== 'GET';
    if (!parsed.ok && !done) throw clientError('parse', response.status);
    if (!parsed.ok || response.status === 204 || parsed.value === undefined) {
      return { data: undefined as T, status: response.status };
    }
    if (!isEnvelope(parsed.value)) {
      if (!done) throw notAnEnvelope(`${method} ${path}`, response.status);
      return { data: undefined as T, status: response.status };
    }
    return { data: parsed.value.data as T, meta: parsed.value.meta, status: response.status };
  };

  /**
   * `peek` (a `peeking` client's reads): a GET reads a copy of the answer sent at entry and leaves
   * the answer for the screen's own call; it sends nothing, and tells `onError` nothing (the
   * screen's call will, reading the same answer).
   */
  const request = async <T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
    peek?: Set<string>,
  ): Promise<HttpResult<T>> => {
    const url = joinUrl(config.getBase(), path) + buildQuery(options.query);
    try {
      let response: Response;
      if (peek) {
        const found = method === 'GET' ? usableEarly(url) : undefined;
        if (!found) throw clientError('aborted');
        peek.add(url);
        response = (await unlessAborted(found.response, options.signal)).clone();
        return await read<T>(method, path, response);
      }
      const sentEarly = method === 'GET' ? takeEarly(url) : undefined;
      try {
        response = sentEarly
          ? await unlessAborted(sentEarly.response, options.signal).catch((error: unknown) => {
              // Left before the answer came (a remount): the next call for it may still take it.
              if (error instanceof ApiError && error.kind === 'aborted' && options.signal?.aborted)
                early.set(url, sentEarly);
              throw error;
            })
          : await send(method, url, options);
      } catch (error) {
        // A GET is safe to try once more after a network failure, or when the early request it
        // took was called off (aborted, but not by this call); a non-GET never is.
        if (
          method === 'GET' &&
          error instanceof ApiError &&
          (error.kind === 'network' || (sentEarly?.signal?.aborted && !options.signal?.aborted))
        ) {
          response = await send(method, url, options);
        } else throw error;
      }
      return await read<T>(method, path, response);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : clientError('network');
      if (apiError.kind !== 'aborted' && !peek) config.onError?.(apiError, { method, url });
      throw apiError;
    }
  };

  /** The calls of a client; `peek` makes its GETs read the answers sent at entry (`peeking`). */
  const calls = (peek?: Set<string>) => ({
    request: <T>(method: HttpMethod, path: string, options?: RequestOptions) =>
      request<T>(method, path, options, peek),
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('GET', path, options, peek),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('POST', path, { ...options, body }, peek),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('PUT', path, { ...options, body }, peek),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('DELETE', path, options, peek),
    /**
     * Sends a GET now, before any screen asks for it (the entry knows the route's first calls);
     * the first `get` of the same URL takes its answer instead of sending again,
     * and reads it as its own: errors, time-out and shape included. `signal` calls it off (the
     * screen it was sent for is left): it is dropped, and a call that still wants it sends its own.
     */
    preload: (path: string, query?: Query, signal?: AbortSignal) => {
      const url = joinUrl(config.getBase(), path) + buildQuery(query);
      if (early.has(url) && !early.get(url)!.signal?.aborted) return;
      const response = send('GET', url, { signal });
      response.catch(() => undefined);
      early.set(url, { response, at: Date.now(), signal });
    },
    url: (path: string, query?: Query) => joinUrl(config.getBase(), path) + buildQuery(query),
    /** A file answer (an export): its body as a Blob and the file name the server gave, if any. */
    download: async (
      path: string,
      options: Omit<RequestOptions, 'body'> = {},
    ): Promise<DownloadedFile> => {
      const url = joinUrl(config.getBase(), path) + buildQuery(options.query);
      try {
        const response = await send('GET', url, {
          ...options,
          headers: { Accept: '*/*', ...options.headers },
        });
        if (!response.ok) {
          const parsed = parseBody(await response.text());
          throw errorFromResponse(response.status, parsed.ok ? parsed.value : undefined);
        }
        return {
          blob: await response.blob(),
          fileName: fileNameOf(response.headers.get('Content-Disposition')),
        };
      } catch (error) {
        const apiError = error instanceof ApiError ? error : clientError('network');
        if (apiError.kind !== 'aborted') config.onError?.(apiError, { method: 'GET', url });
        throw apiError;
      }
    },
  });

  return {
    ...calls(),
    /**
     * A client that reads the answers sent at entry without taking them, and sends nothing: the
     * console fills its first screen's cache with what they say before it mounts (docs/
     * decisions.md, "The first rows in the first render"). `keep` once what it read is cached:
     * those answers are dropped, as taken; an answer it could not use stays for the screen's own
     * call, which reads it as its own (errors included) and sends no second request.
     */
    peeking: () => {
      const read = new Set<string>();
      return {
        client: calls(read),
        keep: () => {
          for (const url of read) early.delete(url);
        },
      };
    },
  };
};

let currentBase = resolveApiBase(undefined, import.meta.env.VITE_API_BASE);
let errorListener: HttpClientConfig['onError'];

/** Set once the server context is known (its `apiBase` wins over the build's). */
export const setApiBase = (contextBase?: string) => {
  currentBase = resolveApiBase(contextBase, import.meta.env.VITE_API_BASE);
};
export const getApiBase = () => currentBase;
export const setHttpErrorListener = (listener: HttpClientConfig['onError']) => {
  errorListener = listener;
};

/** The app's client: base from the context, time-out 15 s (10 s in production). */
export const http = createHttpClient({
  getBase: () => currentBase,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  onError: (error, request) => errorListener?.(error, request),
});
