/** GET /admin/contests?scope=… rows (seed 000 §3, table columns). */
export const CONTEST_SCOPES = ['drafts', 'statistics', 'sales'] as const;
export type ContestScope = (typeof CONTEST_SCOPES)[number];

export interface ContestListRow {
  id: number;
  slug: string;
  title: string;
  titlePath: string;
  company: string;
  companyPath: string;
  contact: string;
  launchDate: string | null;
  majorCategory: string;
  tags: string[];
  hidden: boolean;
  manager: string;
}

export interface ContestStatisticsRow {
  id: number;
  slug: string;
  title: string;
  dashboardPath: string;
  company: string;
  managerEmail: string;
  complete: boolean;
  reviewed: boolean;
  pageViewsCount: number;
  solutionsCount: number;
  draftsCount: number;
  newSolversCount: number;
  repeatSolversCount: number;
}
