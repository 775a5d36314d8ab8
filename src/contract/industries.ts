/**
 * The fixed industry list (seed 000 §3), for the company form and the public challenge request.
 * A file of its own with no schema, so the request page's chunk takes the list without zod.
 */
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
