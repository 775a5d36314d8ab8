import * as z from 'zod/mini';
import { reportStatisticsCall, reportTotalsCall, reportTransactionsCall } from './cashoutReport';
import {
  cashoutBalanceCall,
  cashoutsCall,
  cashoutTransactionsCall,
  decideCashoutCall,
} from './cashouts';
import { companyFormValuesSchema, createCompanyResponseSchema } from './companies';
import { challengeRequestAnswerSchema, challengeRequestSchema } from './challengeRequest';
import { locationGroupsSchema } from './contest';
import { serverContextSchema } from './context';
import { chartCall, loginAsCall, statsCall } from './dashboard';
import {
  demographicsCall,
  demographicsExportCall,
  demographicsTimestampCall,
} from './demographics';
import { selectOptionsSchema } from './envelope';
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
import type { ContractCall } from './call';
import { named } from './marks';

/** Seed 000's calls (back office), the context, image and contest-file uploads. */
export const BACK_OFFICE_CALLS: ContractCall[] = [
  {
    method: 'GET',
    path: '/admin/context',
    summary: 'The server context (CONTRACT §3)',
    answer: serverContextSchema,
  },
  statsCall,
  chartCall,
  loginAsCall,
  cashoutBalanceCall,
  cashoutsCall,
  decideCashoutCall,
  cashoutTransactionsCall,
  reportTotalsCall,
  reportStatisticsCall,
  reportTransactionsCall,
  demographicsTimestampCall,
  demographicsExportCall,
  demographicsCall,
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
