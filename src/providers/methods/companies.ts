import { parseDone, type HttpClient } from '../../api';
import type { SupportActionPayload, SupportTarget } from '../../contract';
import { callName, callPath } from '../../contract/call';
import { createCompanyCall } from '../../contract/companies';
import { claimOpportunityCall } from '../../contract/opportunities';
import { supportToolCall } from '../../contract/supportTools';
import { invalidateFormSelect } from '../formSelects';

export const createCompanyMethods = (client: HttpClient) => ({
  /** Multipart: `form_type` plus the form's non-empty fields. */
  createCompany: async (form: FormData) => {
    const { data } = await client.post(createCompanyCall.path, form);
    invalidateFormSelect('companies');
    invalidateFormSelect('companyTeams');
    invalidateFormSelect('challengeTeams');
    return parseDone(callName(createCompanyCall), createCompanyCall.answer, data);
  },
  claimOpportunity: async (id: number | string) =>
    parseDone(
      callName(claimOpportunityCall),
      claimOpportunityCall.answer,
      (await client.post(claimOpportunityCall.path, { id })).data,
    ),
  runSupportAction: async (target: SupportTarget, payload: SupportActionPayload) => {
    const path = callPath(supportToolCall, { target });
    const { data } = await client.post(path, payload);
    return parseDone(`POST ${path}`, supportToolCall.answer, data);
  },
});
