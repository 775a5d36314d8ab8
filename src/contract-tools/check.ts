import * as z from 'zod/mini';
import { CONTRACT_CALLS, PAGE_CALLS, RESOLVED_LISTS, type ContractCall } from './calls';
import { cashoutReportRoute } from '../resources/cashout-report-users/route';
import type { ResolvedList, TotalPath } from '../screen/types';
import { paginationSchema } from '../contract/envelope';
import { at, describeMismatch } from '../contract/mismatch';
import { totalIn } from '../providers/listTotal';
import { missingOurs } from './missingOurs';
import { collectVariants, VARIANTS } from '../contract/variants';
import { callPath } from '../contract/call';
import { contestCall, contestCloneCall } from '../contract/contest';
import { contestFileSignedUrlCall } from '../contract/contestFiles';
import { contextCall } from '../contract/context';
import { formSelectCalls } from '../contract/formSelects';
import {
  challengeViewCall,
  solutionCall,
  solutionFileSignedUrlCall,
  solutionFormCall,
} from '../contract/solver';
import {
  reportStatisticsCall,
  reportTotalsCall,
  reportTransactionsCall,
} from '../resources/cashout-report-users/calls';
import { cashoutBalanceCall, cashoutsCall, cashoutTransactionsCall } from '../pages/cashouts/calls';
import { CHART_TYPES, chartCall, statsCall } from '../pages/dashboard/calls';
import {
  DEMOGRAPHIC_KINDS,
  demographicsCall,
  demographicsExportCall,
  demographicsTimestampCall,
} from '../pages/demographics/calls';

/**
 * `npm run contract:check -- <api base URL> [--cookie "<session cookie>"]`:
 * calls every GET of the contract against a running server, read-only, ids and slugs taken
 * from the list answers, and prints one line per call. Never imported by the app.
 */
export interface CheckOptions {
  base: string;
  cookie?: string;
  fetch: typeof fetch;
  log: (line: string) => void;
}

type Outcome = { ok: true; data: unknown } | { ok: false };
type Found = Record<string, string | undefined>;

interface Probe {
  call: ContractCall;
  /** The path with parameters and query, from what earlier answers gave; null: skipped, why. */
  url: (found: Found) => string | { skip: string };
  schema?: z.ZodMiniType;
  /** What this answer gives later probes. */
  keep?: (data: unknown, found: Found) => void;
}

const callOf = (method: string, path: string): ContractCall => {
  const call = CONTRACT_CALLS.find((each) => each.method === method && each.path === path);
  if (!call) throw new Error(`no contract call ${method} ${path}`);
  return call;
};
const field = (value: unknown, ...path: (string | number)[]): string | undefined => {
  const found = path.reduce<unknown>(
    (node, part) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string | number, unknown>)[part]
        : undefined,
    value,
  );
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
};
const needs = (value: string | undefined, why: string, url: (value: string) => string) =>
  value === undefined ? { skip: why } : url(encodeURIComponent(value));
const PAGE = 'page=1&limit=25';

/**
 * A list resource's GET, first page, from its declaration; it keeps
 * the first row's id and slug for later probes, and its detail call (`one`) reads that id.
 */
const listProbes = (lists: readonly ResolvedList[]): Probe[] =>
  lists.flatMap((list) => {
    const query = new URLSearchParams({
      ...Object.fromEntries(
        Object.entries(list.fixedQuery ?? {}).map(([key, value]) => [key, String(value)]),
      ),
      page: '1',
      limit: '25',
      ...(list.sortable ? { order: 'by_created_at_desc' } : {}),
    });
    const probe: Probe = {
      call: callOf('GET', list.endpoint),
      url: () => `${list.endpoint}?${query}`,
      schema: list.row,
      keep: (data, found) => {
        found[list.name] = field(data, 0, list.idField ?? 'id');
        found[`${list.name}.slug`] = field(data, 0, 'slug');
      },
    };
    const one = list.one;
    if (!one) return [probe];
    const detail: Probe = {
      call: callOf('GET', decodeURIComponent(one.path('{id}'))),
      url: (found) => {
        const id = found[list.name];
        return id === undefined ? { skip: `no ${list.name} in the list` } : one.path(id);
      },
    };
    return [probe, detail];
  });

/** Every GET of the call table; lists first, so the details can take their ids. */
const probes = (lists: readonly ResolvedList[]): Probe[] => {
  const plain = (path: string, query = ''): Probe => ({
    call: callOf('GET', path),
    url: () => `${path}${query ? `?${query}` : ''}`,
  });
  const known: Probe[] = [
    plain(contextCall.path),
    plain(statsCall.path),
    ...CHART_TYPES.map((type) => ({
      ...plain(chartCall.path),
      url: () => `${chartCall.path}?type=${type}&days_compute=30`,
    })),
    ...listProbes(lists),
    plain(cashoutBalanceCall.path),
    {
      ...plain(cashoutsCall.path),
      keep: (data, found) => (found.cashout = field(data, 'cashouts', 0, 'id')),
    },
    {
      ...plain(cashoutTransactionsCall.path),
      url: (found) =>
        needs(found.cashout, 'no cashout in the list', (id) => {
          return `${cashoutTransactionsCall.path}?id=${id}&mode=all&${PAGE}`;
        }),
    },
    plain(reportTotalsCall.path),
    plain(reportStatisticsCall.path),
    {
      ...plain(reportTransactionsCall.path),
      url: (found) =>
        needs(found[cashoutReportRoute.name], 'no user in the report', (id) => {
          return `${reportTransactionsCall.path}?user_id=${id}&mode=rewards&order=by_created_at_desc`;
        }),
    },
    plain(demographicsTimestampCall.path),
    ...DEMOGRAPHIC_KINDS.map((kind) => ({
      ...plain(demographicsCall.path),
      url: () => callPath(demographicsCall, { kind }),
    })),
    plain(
      demographicsExportCall.path,
      'with_submitted_solutions=false&with_money_won=false&with_linkedin=false',
    ),
    ...Object.values(formSelectCalls).map((call) => plain(call.path)),
    plain(
      contestFileSignedUrlCall.path,
      'filename=contract-check.pdf&content_type=application%2Fpdf&size=1',
    ),
    ...[contestCall, contestCloneCall].map((call) => ({
      ...plain(call.path),
      url: (found: Found) =>
        needs(
          found['drafts.slug'] ?? found['sales-challenges.slug'],
          'no challenge in the lists',
          (slug) => callPath(call, { slug }),
        ),
    })),
    {
      ...plain(challengeViewCall.path),
      url: (found) =>
        needs(
          found['statistics.slug'] ?? found['sales-challenges.slug'],
          'no launched challenge in the lists',
          (slug) => callPath(challengeViewCall, { slug }),
        ),
      keep: (data, found) => {
        if (field(data, 'reservation', 'eligibilityStatus') === undefined) return;
        found.solutionForm = field(data, 'solutionFormPath');
      },
    },
    {
      ...plain(solutionFormCall.path),
      url: (found) => found.solutionForm ?? { skip: 'needs a reserved spot (a POST)' },
    },
    { ...plain(solutionCall.path), url: () => ({ skip: 'no list answers a solution id' }) },
    {
      ...plain(solutionFileSignedUrlCall.path),
      url: () => ({ skip: 'needs a reserved spot (a POST)' }),
    },
  ];
  // A page folder's other GETs (its calls.ts), when they need no path parameter: a new page's
  // call is probed with nothing to add here.
  const probed = new Set(known.map((probe) => probe.call.path));
  const more = PAGE_CALLS.filter(
    (call) => call.method === 'GET' && !call.path.includes('{') && !probed.has(call.path),
  ).map((call) => plain(call.path));
  return [...known, ...more];
};

/** CONTRACT §5's pagination, the total (what the console pages by) named first when missing. */
const contractMeta = z.object({
  pagination: z.object({
    totalCount: paginationSchema.shape.totalCount,
    currentCount: paginationSchema.shape.currentCount,
  }),
});

/**
 * A list answer's pagination: the key missing named (`meta.pagination.totalCount`), with the
 * keys the server wrote instead and the route's field that can name them. A route's `totalAt`
 * is checked alone: a number there is all the console reads.
 */
export const paginationMismatch = (
  totalAt: TotalPath | undefined,
  meta: unknown,
): string | undefined => {
  if (totalAt) {
    if (totalIn({ meta }, totalAt) !== undefined) return undefined;
    const problem = at({ meta }, totalAt.split('.')) === undefined ? 'missing' : 'expected a count';
    return `mismatch at ${totalAt}: ${problem}`;
  }
  const result = contractMeta.safeParse(meta);
  if (result.success) return undefined;
  const { path, problem } = describeMismatch(result.error.issues, meta, ['meta']);
  const written = at(meta, ['pagination']);
  const keys =
    typeof written === 'object' && written !== null && !Array.isArray(written)
      ? Object.keys(written)
      : [];
  const hint = keys.length
    ? ` (meta.pagination has ${keys.join(', ')}; a list's route.ts names another total with totalAt)`
    : '';
  return `mismatch at ${path}: ${problem}${hint}`;
};

const judge = (probe: Probe, body: unknown): { line: string; outcome: Outcome } => {
  if (typeof body !== 'object' || body === null || !('data' in body))
    return { line: 'mismatch at (body): expected { "data": … }', outcome: { ok: false } };
  const { data, meta } = body as { data: unknown; meta?: unknown };
  const schema = probe.schema ? z.array(probe.schema) : probe.call.answer;
  const { result, variants } = collectVariants(() => schema.safeParse(data));
  if (!result.success) {
    const { path, problem } = describeMismatch(result.error.issues, data);
    return { line: `mismatch at ${path}: ${problem}`, outcome: { ok: false } };
  }
  if (probe.call.list) {
    const mismatch = paginationMismatch(probe.call.list.total, meta);
    if (mismatch) return { line: mismatch, outcome: { ok: false } };
  }
  // Fields of ours are optional: one left out is told beside the ok.
  const missing = missingOurs(schema, result.data);
  const notes = [
    ...(missing.length ? [`missing optional: ${missing.join(', ')}`] : []),
    ...(variants.length
      ? [`accepted variant: ${variants.map((name) => VARIANTS[name].label).join(', ')}`]
      : []),
  ];
  const line = notes.length ? `ok (${notes.join('; ')})` : 'ok';
  return { line, outcome: { ok: true, data } };
};

/** Runs every probe; the exit status: 0 when all are ok or skipped, else 1. */
export const runContractCheck = async (options: CheckOptions): Promise<number> => {
  const base = options.base.replace(/\/+$/, '');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.cookie) headers.Cookie = options.cookie;
  const found: Found = {};
  let failed = 0;
  for (const probe of probes(RESOLVED_LISTS)) {
    const url = probe.url(found);
    if (typeof url !== 'string') {
      options.log(`GET ${probe.call.path}: skipped (${url.skip})`);
      continue;
    }
    let line: string;
    try {
      const response = await options.fetch(`${base}${url}`, { headers });
      const text = await response.text();
      if (!response.ok) line = `failed: HTTP ${response.status} ${text.slice(0, 200)}`;
      else if (probe.call.file) line = 'ok';
      else {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const judged = judge(probe, body);
        line = judged.line;
        if (judged.outcome.ok) probe.keep?.(judged.outcome.data, found);
      }
    } catch (error) {
      line = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!line.startsWith('ok')) failed += 1;
    options.log(`GET ${url}: ${line}`);
  }
  return failed > 0 ? 1 : 0;
};

/** `<base> [--cookie "<cookie>"]` */
export const parseCheckArguments = (args: string[]): { base: string; cookie?: string } | null => {
  const cookieAt = args.indexOf('--cookie');
  const cookie = cookieAt >= 0 ? args[cookieAt + 1] : undefined;
  const base = args.find(
    (arg, index) => !arg.startsWith('--') && (cookieAt < 0 || index !== cookieAt + 1),
  );
  return base ? { base, cookie } : null;
};
