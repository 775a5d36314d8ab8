import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { answersSetting, API_BASE, latencyMs, MOCK_DELAY_HEADER } from './config';
import { faults, type FaultRule } from './faults';
import { formDataToEntries, journal, queryToObject } from './journal';
import { withSignedAddresses } from './signedAddresses';
import { rewriteAnswer, type VariantRule } from './variants';

export interface MockRequest {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, a FormData for multipart, or undefined. */
  body: unknown;
}

export type Resolver = (request: MockRequest) => Response | Promise<Response>;

/**
 * Under jsdom, `request.formData()` yields Node's FormData and File, which fail `instanceof`
 * against the globals a handler sees: rebuild the form with the global classes, so
 * `body instanceof FormData` and `value instanceof File` hold in every environment.
 */
const toGlobalFormData = async (form: FormData): Promise<FormData> => {
  if (
    form instanceof FormData &&
    [...form.values()].every((value) => typeof value === 'string' || value instanceof File)
  )
    return form;
  const rebuilt = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') rebuilt.append(name, value);
    else
      rebuilt.append(
        name,
        new File([await value.arrayBuffer()], value.name, {
          type: value.type,
          lastModified: value.lastModified,
        }),
      );
  }
  return rebuilt;
};

const readBody = async (request: Request): Promise<unknown> => {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return toGlobalFormData(await request.formData());
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The answer rewritten by a variant rule (JSON answers only; others pass as they are). */
const rewritten = async (
  response: Response,
  variant: VariantRule,
  call: { method: string; path: string },
): Promise<Response> => {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  // Both answer modes read the contract's call table: loaded only when one is on.
  if (variant.mode === 'named' || variant.mode === 'extra') {
    const { answersNothing } = await import('./namedAnswers');
    if (response.ok && answersNothing(call.method, call.path))
      return new HttpResponse(null, { status: 204 });
  }
  const body: unknown = await response.clone().json();
  const answer =
    variant.mode === 'named'
      ? (await import('./namedAnswers')).namedAnswer(body, call.method, call.path, variant.seed)
      : rewriteAnswer(body, variant);
  // Both modes play a real server: its stored files' addresses are signed anew on every read.
  const signed =
    variant.mode === 'named' || variant.mode === 'extra' ? withSignedAddresses(answer) : answer;
  return HttpResponse.json(signed as JsonBodyType, { status: response.status });
};

const faultResponse = async (rule: FaultRule | undefined): Promise<Response | undefined> => {
  if (!rule) return undefined;
  if (rule.delayMs) await delay(rule.delayMs);
  if (rule.hold) await faults.heldUntilReleased();
  if (rule.timeout) await delay('infinite');
  if (rule.network) return HttpResponse.error();
  if (rule.empty) return new HttpResponse(null, { status: rule.status ?? 204 });
  if (rule.nonJson) {
    return new HttpResponse('<!doctype html><title>Bad gateway</title><h1>Bad gateway</h1>', {
      status: rule.status ?? 200,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  if (rule.status) {
    const data = {
      message: rule.message ?? `Forced status ${rule.status}`,
      ...(rule.errors ? { errors: rule.errors } : {}),
    };
    return HttpResponse.json(rule.body ?? { data }, { status: rule.status });
  }
  return undefined;
};

/**
 * The page-wide answer mode, on any page of the dev server or the mock build until
 * the tab closes (`?mockAnswers=plain` ends it): `?mockAnswers=extra` adds unknown keys to every
 * answer; `?mockAnswers=named` (or `named:7`, another seed) sends only the named fields, open
 * shapes in other forms. Tests use a `variant` fault rule instead.
 */
export const answerModeOf = (asked: string | null): VariantRule | undefined => {
  if (asked === 'extra') return { mode: 'extra' };
  const named = /^named(?::(\d+))?$/.exec(asked ?? '');
  return named ? { mode: 'named', seed: Number(named[1] ?? 1) } : undefined;
};

const answerMode = (): VariantRule | undefined => answerModeOf(answersSetting());

const wrap =
  (method: string, resolver: Resolver) =>
  async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }) => {
    const url = new URL(request.url);
    const relative = url.pathname.startsWith(API_BASE)
      ? url.pathname.slice(API_BASE.length)
      : url.pathname;
    const body = await readBody(request.clone());
    journal.record({
      method,
      path: relative,
      query: queryToObject(url.searchParams),
      body: body instanceof FormData ? formDataToEntries(body) : body,
      headers: Object.fromEntries(request.headers.entries()),
    });
    const latency = latencyMs();
    if (latency) await delay(latency);
    const sent =
      body && typeof body === 'object' && !(body instanceof FormData)
        ? (body as Record<string, unknown>)
        : queryToObject(url.searchParams);
    const rule = faults.take(method, relative, sent);
    const forced = rule?.done ? undefined : await faultResponse(rule);
    if (forced) return forced;
    const flatParams = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, String(value ?? '')]),
    );
    const response = await resolver({ request, params: flatParams, query: url.searchParams, body });
    // Done, then answered as the rule says (a 2xx without the usual body, say).
    const afterwards = rule?.done ? await faultResponse(rule) : undefined;
    if (afterwards) return afterwards;
    const variant = rule?.variant ?? answerMode();
    const answer = variant
      ? await rewritten(response, variant, { method, path: relative })
      : response;
    // The delay this answer waited, readable by a test without timing it.
    answer.headers.set(MOCK_DELAY_HEADER, String(latency));
    return answer;
  };

/** A path as the contract writes it (`/admin/solvers/demographics/{kind}`) or as msw does (`:kind`). */
const mswPattern = (path: string) =>
  `*${API_BASE}${path.startsWith('/') ? path : `/${path}`}`.replace(/\{(\w+)\}/g, ':$1');

const on =
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', register: typeof http.get) =>
  (path: string, resolver: Resolver): HttpHandler =>
    register(mswPattern(path), wrap(method, resolver));

/** Handlers of calls relative to the API base, with latency, fault injection and the journal. */
export const api = {
  get: on('GET', http.get),
  post: on('POST', http.post),
  put: on('PUT', http.put),
  delete: on('DELETE', http.delete),
};

/** A handler outside the API base (the storage service of direct uploads). */
export const outside = (method: 'GET' | 'POST', path: string, resolver: Resolver): HttpHandler =>
  (method === 'GET' ? http.get : http.post)(`*${path}`, wrap(method, resolver));
