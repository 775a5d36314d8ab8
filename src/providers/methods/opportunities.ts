import { parseDone, type HttpClient } from '../../api';
import { callName } from '../../contract/call';
import { claimOpportunityCall } from '../../contract/opportunities';

export const createOpportunityMethods = (client: HttpClient) => ({
  /** A 2xx claimed it, whatever its body; the answer's `supervisor` is shown when given. */
  claimOpportunity: async (id: number | string) =>
    parseDone(
      callName(claimOpportunityCall),
      claimOpportunityCall.answer,
      (await client.post(claimOpportunityCall.path, { id })).data,
    ),
});
