/** Sales opportunities: /admin/sales/… */
export interface OpportunityPayload {
  firstName: string;
  lastName: string;
  found_out_from: string;
  company: string;
  industry: string;
  challengerTitle: string;
  challengeOutput: string;
  anonymousOrBranded: string;
  solutionsTimeframe: string;
  challengeTopic: string;
  challengeQuestions: string;
  challengeGuardrails: string;
  challengeSupplementals: string;
}

export interface Opportunity {
  id: number;
  email: string;
  userPath: string;
  challenger: { firstName: string; lastName: string };
  supervisor: { fullName: string } | null;
  payload: OpportunityPayload;
}

/** A row of the paginated list. */
export interface OpportunityRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userPath: string;
  company: string;
  output: string;
  supervisorName: string | null;
}

export interface ClaimResponse {
  supervisor: { fullName: string };
}
