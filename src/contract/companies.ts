import * as z from 'zod/mini';
import { named } from './marks';
import { INDUSTRIES } from './fixedLists';
import { bool, oneOf, optional, text } from './variants';
import type { ContractCall } from './call';

export { INDUSTRIES, type Industry } from './fixedLists';

/** Companies, teams and invoices: /admin/companies… */

export const CHALLENGER_TYPES = ['innovation', 'ideation'] as const;
export type ChallengerType = (typeof CHALLENGER_TYPES)[number];
export const CHALLENGER_ROLES = ['administrator', 'reviewer', 'viewer'] as const;
export type ChallengerRole = (typeof CHALLENGER_ROLES)[number];

export const COMPANY_FORM_TYPES = ['company', 'team'] as const;
export type CompanyFormType = (typeof COMPANY_FORM_TYPES)[number];

/** Sent as multipart with `form_type`; empty values are left out. */
export const companyFormValuesSchema = z.object({
  form_type: named('seed 000 §7', oneOf(COMPANY_FORM_TYPES)),
  company_id: named('seed 000 §3', optional(z.union([z.number(), z.string()]))),
  organization: named('seed 000 §3', optional(text())),
  anonymous: named('seed 000 §3', optional(bool())),
  company_description: named('seed 000 §3', optional(text())),
  industry: named('seed 000 §3', optional(z.union([oneOf(INDUSTRIES), z.literal('')]))),
  logo_pic: named('seed 000 §3', optional(z.nullable(z.file()))),
  team_name: named('seed 000 §3', optional(text())),
  default_challenger_type: named('seed 000 §3', optional(oneOf(CHALLENGER_TYPES))),
  default_challenger_role: named('seed 000 §3', optional(oneOf(CHALLENGER_ROLES))),
});
export type CompanyFormValues = z.infer<typeof companyFormValuesSchema>;

export const createCompanyResponseSchema = z.object({ redirectTo: named('seed 000 §7', text()) });
export type CreateCompanyResponse = z.infer<typeof createCompanyResponseSchema>;

export const CAMPAIGN_TYPES = ['prepayment'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const createCompanyCall = {
  method: 'POST',
  path: '/admin/companies',
  summary: 'New company or team',
  body: companyFormValuesSchema,
  multipart: true,
  answer: createCompanyResponseSchema,
} as const satisfies ContractCall;
