import type { HttpClient } from '../../api';
import type {
  ClaimResponse,
  CreateCompanyResponse,
  SupportActionPayload,
  SupportActionResponse,
  SupportTarget,
} from '../../contract';
import { invalidateFormSelect } from '../formSelects';

export const createCompanyMethods = (client: HttpClient) => ({
  /** Multipart: `form_type` plus the form's non-empty fields. */
  createCompany: async (form: FormData) => {
    const { data } = await client.post<CreateCompanyResponse>('/admin/companies', form);
    invalidateFormSelect('companies');
    invalidateFormSelect('companyTeams');
    invalidateFormSelect('challengeTeams');
    return data;
  },
  claimOpportunity: async (id: number | string) =>
    (await client.post<ClaimResponse>('/admin/sales/claim', { id })).data,
  runSupportAction: async (target: SupportTarget, payload: SupportActionPayload) =>
    (await client.post<SupportActionResponse>(`/admin/support_tools/${target}`, payload)).data,
});
