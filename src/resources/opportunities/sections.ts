import type { Opportunity, OpportunityPayload } from '../../contract';
import { formatText } from '../../ui/format';

export interface DetailField {
  /** Catalogue key under app.opportunities.detail.fields. */
  key: string;
  value: string;
  href?: string;
}

export interface DetailSection {
  /** Catalogue key under app.opportunities.detail.sections. */
  key: 'contact' | 'company' | 'goals' | 'description' | 'parameters';
  fields: DetailField[];
}

const from = (payload: OpportunityPayload, keys: (keyof OpportunityPayload)[]): DetailField[] =>
  keys.map((key) => ({ key, value: formatText(payload[key]) }));

/**
 * Every payload field of seed 000 §3, grouped in the five sections of the original form.
 * The challenger's own account (name and e-mail) heads the point of contact.
 */
export const detailSections = (opportunity: Opportunity): DetailSection[] => {
  const { payload } = opportunity;
  const { firstName, lastName } = opportunity.challenger;
  const account = `${formatText(firstName)} ${formatText(lastName)}`.trim();
  return [
    {
      key: 'contact',
      fields: [
        ...from(payload, ['firstName', 'lastName']),
        { key: 'email', value: formatText(opportunity.email), href: opportunity.userPath },
        ...from(payload, ['challengerTitle', 'found_out_from']),
        { key: 'account', value: account, href: opportunity.userPath },
      ],
    },
    { key: 'company', fields: from(payload, ['company', 'industry']) },
    {
      key: 'goals',
      fields: from(payload, ['challengeOutput', 'anonymousOrBranded', 'solutionsTimeframe']),
    },
    { key: 'description', fields: from(payload, ['challengeTopic', 'challengeQuestions']) },
    { key: 'parameters', fields: from(payload, ['challengeGuardrails', 'challengeSupplementals']) },
  ];
};
