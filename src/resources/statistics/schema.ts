import * as z from 'zod/mini';
import { named, ours } from '../../contract/marks';
import { bool, num, text } from '../../contract/variants';
import type { ResourceShapes } from '../../screen/types';

/** GET /admin/contests?scope=statistics rows (seed 000 §3, table columns). */
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

/** The shapes of the statistics' call, reached from its route. */
export const shapes = {
  row: contestStatisticsRowSchema,
  summary: 'Challenge statistics (statistics rows)',
} satisfies ResourceShapes;
