/** Companies, teams and invoices: the lists the company form, the support tools and the invoices share. */
export { INDUSTRIES, type Industry } from './fixedLists';

export const CHALLENGER_TYPES = ['innovation', 'ideation'] as const;
export type ChallengerType = (typeof CHALLENGER_TYPES)[number];
export const CHALLENGER_ROLES = ['administrator', 'reviewer', 'viewer'] as const;
export type ChallengerRole = (typeof CHALLENGER_ROLES)[number];

export const CAMPAIGN_TYPES = ['prepayment'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
