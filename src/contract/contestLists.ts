import * as z from 'zod/mini';
import { named, ours } from './marks';
import { bool, dateTime, nullable, num, text, textList } from './variants';

/**
 * GET /admin/contests?scope=… rows (seed 000 §3, table columns). The scopes are the lists'
 * fixed queries (src/resources/<name>/route.ts); the call's table derives them from there.
 */

export const contestListRowSchema = z.object({
  /** Ours: a row key only (the grid falls back to the row's place). */
  id: ours(num()),
  /** Edit and Clone go to /contests/{slug}/edit and /clone (seed 001 §2). */
  slug: named('seed 001 §2', text()),
  title: named('seed 000 §3', text()),
  /** Ours: the title links when given, else shows as text. */
  titlePath: ours(text()),
  company: named('seed 000 §3', text()),
  /** Ours: the company links when given, else shows as text. */
  companyPath: ours(text()),
  contact: named('seed 000 §3', text()),
  launchDate: named('seed 000 §3', nullable(dateTime())),
  majorCategory: named('seed 000 §3', text()),
  tags: named('seed 000 §3', textList()),
  hidden: named('seed 000 §3', bool()),
  manager: named('seed 000 §3', text()),
});
export type ContestListRow = z.infer<typeof contestListRowSchema>;

export const contestStatisticsRowSchema = z.object({
  /** Ours: a row key only (the grid falls back to the row's place). */
  id: ours(num()),
  /** Ours: the statistics screen does not use it. */
  slug: ours(text()),
  title: named('seed 000 §3', text()),
  /** Ours: the title links to the dashboard when given, else shows as text. */
  dashboardPath: ours(text()),
  company: named('seed 000 §3', text()),
  managerEmail: named('seed 000 §3', text()),
  complete: named('seed 000 §3', bool()),
  reviewed: named('seed 000 §3', bool()),
  pageViewsCount: named('seed 000 §3', num()),
  solutionsCount: named('seed 000 §3', num()),
  draftsCount: named('seed 000 §3', num()),
  newSolversCount: named('seed 000 §3', num()),
  repeatSolversCount: named('seed 000 §3', num()),
});
export type ContestStatisticsRow = z.infer<typeof contestStatisticsRowSchema>;
