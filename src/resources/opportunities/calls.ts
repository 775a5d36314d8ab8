import * as z from 'zod/mini';
import { parseDone } from '../../api/parse';
import { callName, type ContractCall } from '../../contract/call';
import { named } from '../../contract/marks';
import { supervisorSchema } from '../../contract/opportunities';
import type { Sender } from '../../providers/methods/calls';

/** Assign to me, beside the opportunities' list and detail calls (their route and schema). */
export const claimRequestSchema = z.object({
  id: named('seed 000 §7', z.union([z.number(), z.string()])),
});
export const claimResponseSchema = z.object({ supervisor: named('seed 000 §7', supervisorSchema) });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

export const claimOpportunityCall = {
  method: 'POST',
  path: '/admin/sales/claim',
  summary: 'Assign an opportunity to me',
  body: claimRequestSchema,
  answer: claimResponseSchema,
} as const satisfies ContractCall;

/** The list folder's other call, for the contract's tables, docs and check (src/contract-tools/calls.ts finds it). */
export const calls = [claimOpportunityCall];

/** A 2xx claimed it, whatever its body; the answer's `supervisor` is shown when given. */
export const claimOpportunity =
  (id: number | string): Sender<Partial<ClaimResponse>> =>
  async (client) =>
    parseDone(
      callName(claimOpportunityCall),
      claimOpportunityCall.answer,
      (await client.post(claimOpportunityCall.path, { id })).data,
    );
