/** Companies, teams and invoices: /admin/companies… */
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

export const CHALLENGER_TYPES = ['innovation', 'ideation'] as const;
export type ChallengerType = (typeof CHALLENGER_TYPES)[number];
export const CHALLENGER_ROLES = ['administrator', 'reviewer', 'viewer'] as const;
export type ChallengerRole = (typeof CHALLENGER_ROLES)[number];

export type CompanyFormType = 'company' | 'team';

/** Sent as multipart with `form_type`; empty values are left out. */
export interface CompanyFormValues {
  form_type: CompanyFormType;
  company_id?: number | string;
  organization?: string;
  anonymous?: boolean;
  company_description?: string;
  industry?: Industry | '';
  logo_pic?: File | null;
  team_name?: string;
  default_challenger_type?: ChallengerType;
  default_challenger_role?: ChallengerRole;
}

export interface CreateCompanyResponse {
  redirectTo: string;
}

export const CAMPAIGN_TYPES = ['prepayment'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export interface InvoiceRequest {
  email: string;
  amount: number;
  campaign_type: CampaignType;
}

export interface Invoice {
  id: number;
  email: string;
  amount: number;
  paid: boolean;
}
