import * as z from 'zod/mini';
import { named } from '../../contract/marks';
import { dateTime, nullable, num, text } from '../../contract/variants';
import { reportFiltersSchema } from '../../contract/cashoutReport';
import type { ResourceShapes } from '../../screen/types';

/** A row of the Cashout Report (seed 000 §3): one solver's figures. */
export const reportUserSchema = z.object({
  userId: named('seed 000 §3', num()),
  name: named('seed 000 §3', text()),
  email: named('seed 000 §3', text()),
  accountCreated: named('seed 000 §3', dateTime()),
  lastLogin: named('seed 000 §3', nullable(dateTime())),
  totalRewards: named('seed 000 §3', num()),
  totalCashouts: named('seed 000 §3', num()),
  rewardsBalance: named('seed 000 §3', num()),
  rewardCount: named('seed 000 §3', num()),
  cashoutCount: named('seed 000 §3', num()),
});
export type ReportUser = z.infer<typeof reportUserSchema>;

/** The shapes of the report's calls, reached from its route. */
export const shapes = {
  row: reportUserSchema,
  summary: 'Report users',
  query: reportFiltersSchema,
} satisfies ResourceShapes;
