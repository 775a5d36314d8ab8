import * as z from 'zod/mini';
import { parseDone } from '../../api/parse';
import { callName, type ContractCall } from '../../contract/call';
import { CHALLENGER_ROLES, CHALLENGER_TYPES } from '../../contract/companies';
import { INDUSTRIES } from '../../contract/fixedLists';
import { named } from '../../contract/marks';
import { bool, oneOf, optional, text } from '../../contract/variants';
import { invalidateFormSelect } from '../../providers/formSelects';
import type { Sender } from '../../providers/methods/calls';

/** New Company or Team: POST /admin/companies. */
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

export const createCompanyCall = {
  method: 'POST',
  path: '/admin/companies',
  summary: 'New company or team',
  body: companyFormValuesSchema,
  multipart: true,
  answer: createCompanyResponseSchema,
} as const satisfies ContractCall;

/** The page's call, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [createCompanyCall];

/**
 * Multipart: `form_type` plus the form's non-empty fields. A new company or team changes the
 * option lists that name them, so those are read again when next shown.
 */
export const createCompany =
  (form: FormData): Sender<Partial<CreateCompanyResponse>> =>
  async (client) => {
    const { data } = await client.post(createCompanyCall.path, form);
    invalidateFormSelect('companies');
    invalidateFormSelect('companyTeams');
    invalidateFormSelect('challengeTeams');
    return parseDone(callName(createCompanyCall), createCompanyCall.answer, data);
  };
