import type { Opportunity, OpportunityPayload } from '../../contract';
import { formatText } from '../../ui/format';

/**
 * The detail as read field by field (docs/decisions.md, "Field by field"): the challenger, the
 * payload or any field of either may be absent, and each section shows what is there.
 */
export type OpportunityRead = Partial<Omit<Opportunity, 'challenger' | 'payload'>> & {
  challenger?: Partial<NonNullable<Opportunity['challenger']>> | null;
  payload?: Partial<OpportunityPayload>;
};

export interface DetailField {
  /** Catalogue key under app.opportunities.detail.fields. */
  key: string;
  value: string;
  href?: string;
  /** What the sender typed where it may be taken for the account's own data. */
  unverified?: boolean;
}

export interface DetailSection {
  /** Catalogue key under app.opportunities.detail.sections. */
  key: 'contact' | 'company' | 'goals' | 'description' | 'parameters';
  fields: DetailField[];
}

const from = (
  payload: Partial<OpportunityPayload>,
  keys: (keyof OpportunityPayload)[],
): DetailField[] => keys.map((key) => ({ key, value: formatText(payload[key]) }));

/**
 * Every payload field of seed 000 §3, grouped in the five sections of the original form.
 * The client's own account (matched by the e-mail, named by the server) closes the point of
 * contact; where there is one, the name the sender typed is marked as not verified
 * (docs/decisions.md, "Who sent an opportunity").
 */
export const detailSections = (opportunity: OpportunityRead): DetailSection[] => {
  const payload = opportunity.payload ?? {};
  const challenger = opportunity.challenger;
  const account = `${formatText(challenger?.firstName)} ${formatText(challenger?.lastName)}`.trim();
  const hasAccount = Boolean(challenger) || Boolean(opportunity.userPath);
  const typedName = from(payload, ['firstName', 'lastName']).map((field) => ({
    ...field,
    unverified: hasAccount,
  }));
  return [
    {
      key: 'contact',
      fields: [
        ...typedName,
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
