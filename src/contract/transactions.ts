import * as z from 'zod/mini';
import { named } from './marks';
import { dateTime, num, text } from './variants';

/** A solver's transaction, as Manage Cashouts and the Cashout Report both show it. */
export const transactionSchema = z.object({
  amount: named('seed 000 §3', num()),
  description: named('seed 000 §3', text()),
  path: named('seed 000 §3', text()),
  date: named('seed 000 §3', dateTime()),
});
export type Transaction = z.infer<typeof transactionSchema>;
