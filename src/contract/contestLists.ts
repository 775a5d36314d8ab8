import * as z from 'zod/mini';
import { bool, dateTime, nullable, num, text, textList } from './variants';

/** GET /admin/contests?scope=… rows (seed 000 §3, table columns). */
export const CONTEST_SCOPES = ['drafts', 'statistics', 'sales'] as const;
export type ContestScope = (typeof CONTEST_SCOPES)[number];

export const contestListRowSchema = z.object({
  id: num(),
  slug: text(),
  title: text(),
  titlePath: text(),
  company: text(),
  companyPath: text(),
  contact: text(),
  launchDate: nullable(dateTime()),
  majorCategory: text(),
  tags: textList(),
  hidden: bool(),
  manager: text(),
});
export type ContestListRow = z.infer<typeof contestListRowSchema>;

export const contestStatisticsRowSchema = z.object({
  id: num(),
  slug: text(),
  title: text(),
  dashboardPath: text(),
  company: text(),
  managerEmail: text(),
  complete: bool(),
  reviewed: bool(),
  pageViewsCount: num(),
  solutionsCount: num(),
  draftsCount: num(),
  newSolversCount: num(),
  repeatSolversCount: num(),
});
export type ContestStatisticsRow = z.infer<typeof contestStatisticsRowSchema>;
