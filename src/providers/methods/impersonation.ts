import { parseData, type HttpClient } from '../../api';
import { callName } from '../../contract/call';
import { loginAsCall, type ImpersonateRequest } from '../../contract/impersonation';

/** Impersonation, which the dashboard's form and the palette both send. */
export const createImpersonationMethods = (client: HttpClient) => ({
  impersonate: async (request: ImpersonateRequest) =>
    parseData(
      callName(loginAsCall),
      loginAsCall.answer,
      (await client.post(loginAsCall.path, request)).data,
    ),
});
