import * as z from 'zod/mini';
import type { HttpClient } from '../../api/http';
import { parseRows } from '../../api/parse';
import { callPath, type ContractCall } from '../../contract/call';
import { anySchema, type Query } from '../../contract/envelope';
import { named } from '../../contract/marks';
import { bool, dateTime, num, oneOf, text, textList } from '../../contract/variants';
import type { Sender } from '../../providers/methods/calls';

/** Problem Solver Demographics: /admin/solvers/demographics/… */
export const DEMOGRAPHIC_KINDS = ['gender', 'age', 'ethnicity', 'countries'] as const;
export type DemographicKind = (typeof DEMOGRAPHIC_KINDS)[number];

export const demographicRowSchema = z.object({
  value: named('seed 000 §3', text()),
  count: named('seed 000 §3', num()),
  percent: named('seed 000 §3', num()),
});
export type DemographicRow = z.infer<typeof demographicRowSchema>;

/** GET …/timestamp: when the figures were computed. */
export const demographicsTimestampSchema = dateTime();

export const demographicsExportOptionsSchema = z.object({
  with_submitted_solutions: bool(),
  with_money_won: bool(),
  with_linkedin: bool(),
  countries: textList(),
});
export type DemographicsExportOptions = z.infer<typeof demographicsExportOptionsSchema>;

export const DEMOGRAPHICS_MODES = ['sales', 'admin'] as const;
export const demographicsModeSchema = oneOf(DEMOGRAPHICS_MODES);
export type DemographicsMode = z.infer<typeof demographicsModeSchema>;

/** The page's calls, one place per endpoint: its senders below, the mock, OpenAPI and contract:check. */
export const demographicsTimestampCall = {
  method: 'GET',
  path: '/admin/solvers/demographics/timestamp',
  summary: 'When the demographics were computed',
  answer: demographicsTimestampSchema,
} as const satisfies ContractCall;
export const demographicsExportCall = {
  method: 'GET',
  path: '/admin/solvers/demographics/export',
  summary: 'Demographics export (CSV)',
  query: z.object({
    with_submitted_solutions: z.optional(text()),
    with_money_won: z.optional(text()),
    with_linkedin: z.optional(text()),
    'countries[]': z.optional(z.array(text())),
  }),
  answer: anySchema,
  file: 'text/csv',
} as const satisfies ContractCall;
export const demographicsCall = {
  method: 'GET',
  path: '/admin/solvers/demographics/{kind}',
  summary: 'Demographic rows of one kind',
  params: { kind: oneOf(DEMOGRAPHIC_KINDS) },
  answer: z.array(demographicRowSchema),
} as const satisfies ContractCall;

/** The page's calls, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [demographicsTimestampCall, demographicsExportCall, demographicsCall];

export const getDemographics =
  (kind: DemographicKind, signal?: AbortSignal): Sender<DemographicRow[]> =>
  async (client) => {
    const path = callPath(demographicsCall, { kind });
    const { data } = await client.get(path, { signal });
    return parseRows(`GET ${path}`, demographicRowSchema, data, { id: 'value' });
  };

/** Flags always sent as true/false; `countries[]` once per chosen country (CONTRACT §4). */
const exportQuery = (options: DemographicsExportOptions): Query => ({
  with_submitted_solutions: options.with_submitted_solutions,
  with_money_won: options.with_money_won,
  with_linkedin: options.with_linkedin,
  countries: options.countries,
});

/** The export is a link the browser can follow (CONTRACT §2): API base + /admin/solvers/demographics/export. */
export const demographicsExportUrl = (client: HttpClient, options: DemographicsExportOptions) =>
  client.url(demographicsExportCall.path, exportQuery(options));

/** The same export fetched as a file, so the page can show it is busy and report a failure. */
export const downloadDemographicsExport =
  (options: DemographicsExportOptions, signal?: AbortSignal) => (client: HttpClient) =>
    client.download(demographicsExportCall.path, { query: exportQuery(options), signal });
