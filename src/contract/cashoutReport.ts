import * as z from 'zod/mini';
import { PERSEVERANCE_FILTERS } from './fixedLists';
import { oneOf, optional, text } from './variants';

/**
 * The Cashout Report's filters and sort fields, which its list, its calls (in its folder,
 * src/resources/cashout-report-users/calls.ts), the saved views and the mock share.
 */
export { PERSEVERANCE_FILTERS };
export type PerseveranceFilter = (typeof PERSEVERANCE_FILTERS)[number];

export const reportFiltersSchema = z.object({
  search: optional(text()),
  date_from: optional(text()),
  date_to: optional(text()),
  perseverance_filter: optional(oneOf(PERSEVERANCE_FILTERS)),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const REPORT_SORT_FIELDS = [
  'by_created_at',
  'by_last_login',
  'by_rewards_earned',
  'by_total_cashouts',
  'by_rewards_balance',
] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
export type SortDirection = 'desc' | 'asc';
