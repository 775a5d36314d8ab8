/**
 * Fixed lists of options, in a file of their own with no schema: the public challenge request's
 * chunk takes them without zod (measured: zod/mini's core is 49 KB of that page's 150 KB).
 */

/** The industry list (seed 000 §3), for the company form and the challenge request. */
export const INDUSTRIES = [
  'Accounting',
  'Agriculture',
  'Architecture',
  'Art & Design',
  'Attorney & Law',
  'Automotive',
  'Business & Consulting',
  'Communications',
  'Community & Non-Profit',
  'Construction',
  'Consumer Products',
  'Education',
  'Entertainment',
  'Environmental',
  'Financial Services',
  'Food & Beverage',
  'Games & Recreational',
  'Home Furnishing',
  'Industrial',
  'Internet',
  'Manufacturing',
  'Medical & Pharmaceutical',
  'Political',
  'Real Estate & Mortgage',
  'Retail',
  'Restaurant',
  'Security',
  'Sports',
  'Technology',
  'Travel & Accommodations',
  'Others',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** How the client's challenge is shown to students (CONTRACT §8). */
export const ANONYMOUS_OR_BRANDED = ['Anonymous', 'Branded'] as const;
export type AnonymousOrBranded = (typeof ANONYMOUS_OR_BRANDED)[number];

/** The dashboard's charts (seed 000 §2), in the order the page shows them. */
export const CHART_TYPES = ['weekly_signups', 'cumulative_creations', 'daily_creations'] as const;

/** The period each chart opens with, in days (seed 000 §9: default 14 days). */
export const DEFAULT_CHART_DAYS = 14;

/** The Cashout Report's perseverance filter (seed 000 §2); '' is no filter. */
export const PERSEVERANCE_FILTERS = ['', 'only', 'exclude'] as const;
