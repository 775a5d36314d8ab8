import { parseDone, type HttpClient } from '../../api';
import type { SupportActionPayload, SupportTarget } from '../../contract';
import { createCompanyResponseSchema } from '../../contract/companies';
import { claimResponseSchema } from '../../contract/opportunities';
import { supportActionResponseSchema } from '../../contract/supportTools';
import { invalidateFormSelect } from '../formSelects';

export const createCompanyMethods = (client: HttpClient) => ({
  /** Multipart: `form_type` plus the form's non-empty fields. */
  createCompany: async (form: FormData) => {
    const { data } = await client.post('/admin/companies', form);
    invalidateFormSelect('companies');
    invalidateFormSelect('companyTeams');
    invalidateFormSelect('challengeTeams');
    return parseDone('POST /admin/companies', createCompanyResponseSchema, data);
  },
  claimOpportunity: async (id: number | string) =>
    parseDone(
      'POST /admin/sales/claim',
      claimResponseSchema,
      (await client.post('/admin/sales/claim', { id })).data,
    ),
  runSupportAction: async (target: SupportTarget, payload: SupportActionPayload) => {
    const path = `/admin/support_tools/${target}`;
    const { data } = await client.post(path, payload);
    return parseDone(`POST ${path}`, supportActionResponseSchema, data);
  },
});
