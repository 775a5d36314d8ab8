import * as z from 'zod/mini';
import type { ContractCall } from '../../../../src/contract/call';
import { named } from '../../../../src/contract/marks';
import { text } from '../../../../src/contract/variants';
import { referralTotalsEndpoint } from './route';

/** The answer of GET /admin/solvers/referrals/totals, named by docs/api/referral-totals.md. */
export const referralTotalsSchema = z.object({
  invited: named('docs/api/referral-totals.md', text()),
  joined: named('docs/api/referral-totals.md', text()),
});

export const referralTotalsCall = {
  method: 'GET',
  path: referralTotalsEndpoint,
  summary: 'Referral Totals',
  answer: referralTotalsSchema,
} as const satisfies ContractCall;

/** The page's calls, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [referralTotalsCall];
