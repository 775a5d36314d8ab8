import * as z from 'zod/mini';
import {
  platformTotalsSchema,
  reportFiltersSchema,
  reportTransactionSchema,
  reportTransactionsQuerySchema,
  userStatisticsSchema,
} from './cashoutReport';
import {
  balanceSchema,
  cashoutsSummarySchema,
  cashoutTransactionsQuerySchema,
  decideRequestSchema,
  decideResponseSchema,
  transactionSchema,
} from './cashouts';
import { companyFormValuesSchema, createCompanyResponseSchema } from './companies';
import { challengeRequestAnswerSchema, challengeRequestSchema } from './challengeRequest';
import { locationGroupsSchema } from './contest';
import { serverContextSchema } from './context';
import {
  chartDataSchema,
  chartQuerySchema,
  impersonateRequestSchema,
  statsSchema,
} from './dashboard';
import {
  DEMOGRAPHIC_KINDS,
  demographicRowSchema,
  demographicsTimestampSchema,
} from './demographics';
import { anySchema, selectOptionsSchema } from './envelope';
import { claimRequestSchema, claimResponseSchema } from './opportunities';
import { supportActionPayloadSchema, supportActionResponseSchema } from './supportTools';
import {
  contestFileCallbackSchema,
  deletedFileAnswer,
  signedUploadSchema,
  signedUrlQuerySchema,
  uploadImageResponseSchema,
  uploadedContestFileAnswer,
} from './uploads';
import { oneOf, text } from './variants';
import type { ContractCall } from './call';
import { named } from './marks';

const kindParam = { kind: oneOf(DEMOGRAPHIC_KINDS) };
const REPORTS = '/admin/solvers/cashout_reports';

/** Seed 000's calls (back office), the context, image and contest-file uploads. */
export const BACK_OFFICE_CALLS: ContractCall[] = [
  {
    method: 'GET',
    path: '/admin/context',
    summary: 'The server context (CONTRACT §3)',
    answer: serverContextSchema,
  },
  { method: 'GET', path: '/admin/stats', summary: 'Dashboard figures', answer: statsSchema },
  {
    method: 'GET',
    path: '/admin/chart',
    summary: 'A dashboard chart',
    query: chartQuerySchema,
    answer: chartDataSchema,
  },
  {
    method: 'POST',
    path: '/accounts/admin_login_as',
    summary: 'Sign in as a user (impersonation)',
    body: impersonateRequestSchema,
    answer: anySchema,
  },
  {
    method: 'GET',
    path: '/admin/solvers/cashouts/balance',
    summary: 'Payout balance',
    answer: balanceSchema,
  },
  {
    method: 'GET',
    path: '/admin/solvers/cashouts',
    summary: 'Pending cashouts',
    answer: cashoutsSummarySchema,
  },
  {
    method: 'POST',
    path: '/admin/solvers/cashouts/decide',
    summary: 'Approve, decline or deactivate a cashout',
    body: decideRequestSchema,
    answer: decideResponseSchema,
  },
  {
    method: 'GET',
    path: '/admin/solvers/cashouts/transactions',
    summary: "A solver's transactions",
    query: cashoutTransactionsQuerySchema,
    answer: z.array(transactionSchema),
    list: {},
  },
  {
    method: 'GET',
    path: `${REPORTS}/totals`,
    summary: 'Report totals',
    query: reportFiltersSchema,
    answer: z.nullable(platformTotalsSchema),
  },
  {
    method: 'GET',
    path: `${REPORTS}/statistics`,
    summary: 'Report user statistics',
    query: reportFiltersSchema,
    answer: z.nullable(userStatisticsSchema),
  },
  {
    method: 'GET',
    path: `${REPORTS}/transactions`,
    summary: "A report user's transactions",
    query: reportTransactionsQuerySchema,
    answer: z.array(reportTransactionSchema),
  },
  {
    method: 'GET',
    path: '/admin/solvers/demographics/timestamp',
    summary: 'When the demographics were computed',
    answer: demographicsTimestampSchema,
  },
  {
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
  },
  {
    method: 'GET',
    path: '/admin/solvers/demographics/{kind}',
    summary: 'Demographic rows of one kind',
    params: kindParam,
    answer: z.array(demographicRowSchema),
  },
  {
    method: 'POST',
    path: '/sales/opportunities',
    summary: 'A prospective client asks for a challenge (public, CONTRACT §8)',
    body: challengeRequestSchema,
    answer: challengeRequestAnswerSchema,
  },
  {
    method: 'POST',
    path: '/admin/sales/claim',
    summary: 'Assign an opportunity to me',
    body: claimRequestSchema,
    answer: claimResponseSchema,
  },
  {
    method: 'POST',
    path: '/admin/companies',
    summary: 'New company or team',
    body: companyFormValuesSchema,
    multipart: true,
    answer: createCompanyResponseSchema,
  },
  ...(['challenger', 'solver'] as const).map((target): ContractCall => ({
    method: 'POST',
    path: `/admin/support_tools/${target}`,
    summary: `Support tools (${target})`,
    body: supportActionPayloadSchema,
    answer: supportActionResponseSchema,
  })),
  ...(
    [
      ['/admin/companies/form_selects/companies', selectOptionsSchema],
      ['/admin/contests/form_selects/company_teams', selectOptionsSchema],
      ['/admin/contests/form_selects/challenge_teams', selectOptionsSchema],
      ['/admin/contests/form_selects/mindsumo_team', selectOptionsSchema],
      ['/admin/contests/form_selects/contest_permission_locations', locationGroupsSchema],
    ] as const
  ).map(([path, answer]): ContractCall => ({
    method: 'GET',
    path,
    summary: 'Option list',
    answer,
  })),
  {
    method: 'POST',
    path: '/upload_image',
    summary: 'Rich-text image upload',
    body: z.object({ file: named('seed 000 §7', z.file()) }),
    multipart: true,
    answer: uploadImageResponseSchema,
  },
  {
    method: 'GET',
    path: '/admin/contestfiles/signed_url',
    summary: 'Signed upload details for a contest file (CONTRACT §7)',
    query: signedUrlQuerySchema,
    answer: signedUploadSchema,
  },
  {
    method: 'POST',
    path: '/admin/contestfiles/uploaded_callback',
    summary: 'A contest file reached storage',
    body: contestFileCallbackSchema,
    answer: uploadedContestFileAnswer,
  },
  {
    method: 'POST',
    path: '/admin/contestfiles/deleted_callback',
    summary: 'A contest file was removed',
    body: contestFileCallbackSchema,
    answer: deletedFileAnswer,
  },
];
