import * as z from 'zod/mini';
import type { ContractCall } from './call';
import { ENDPOINTS } from './endpoints';
import { anySchema } from './envelope';
import { named } from './marks';
import { bool, dateTime, num, oneOf, text, textList } from './variants';

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

/** The demographics page's calls, one place per endpoint. */
export const demographicsTimestampCall = {
  method: 'GET',
  path: ENDPOINTS.demographicsTimestamp,
  summary: 'When the demographics were computed',
  answer: demographicsTimestampSchema,
} as const satisfies ContractCall;
export const demographicsExportCall = {
  method: 'GET',
  path: ENDPOINTS.demographicsExport,
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
  path: ENDPOINTS.demographics,
  summary: 'Demographic rows of one kind',
  params: { kind: oneOf(DEMOGRAPHIC_KINDS) },
  answer: z.array(demographicRowSchema),
} as const satisfies ContractCall;
