import * as z from 'zod/mini';
import type { ContractCall } from '../../../../src/contract/call';
import { named } from '../../../../src/contract/marks';
import { text } from '../../../../src/contract/variants';
import { referralTotalsEndpoint } from './route';

export const referralTotalsSchema = z.object({
  invited: named('seed 000 §3', text()),
  joined: named('seed 000 §3', text()),
});

export const referralTotalsCall = {
  method: 'GET',
  path: referralTotalsEndpoint,
  summary: 'Referral Totals',
  answer: referralTotalsSchema,
} as const satisfies ContractCall;

/** The page's calls, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [referralTotalsCall];
