import type { ChallengeRequestPayload } from '../contract/challengeRequest';

/** A field of the form: the e-mail or a payload key (CONTRACT §8). */
export type FieldName = 'email' | keyof ChallengeRequestPayload;

export type FieldKind = 'text' | 'email' | 'long' | 'industry' | 'anonymousOrBranded';

export interface FieldSpec {
  name: FieldName;
  kind: FieldKind;
  required?: boolean;
  /** The browser's autofill hint, for the client's own details. */
  autoComplete?: string;
}

export type SectionKey = 'contact' | 'company' | 'challenge' | 'preferences';

/**
 * The form, section by section, in the order a client answers it. Required: e-mail, names,
 * company and topic (docs/decisions.md, "The challenge request").
 */
export const SECTIONS: { key: SectionKey; fields: FieldSpec[] }[] = [
  {
    key: 'contact',
    fields: [
      { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
      { name: 'firstName', kind: 'text', required: true, autoComplete: 'given-name' },
      { name: 'lastName', kind: 'text', required: true, autoComplete: 'family-name' },
      { name: 'challengerTitle', kind: 'text', autoComplete: 'organization-title' },
    ],
  },
  {
    key: 'company',
    fields: [
      { name: 'company', kind: 'text', required: true, autoComplete: 'organization' },
      { name: 'industry', kind: 'industry' },
    ],
  },
  {
    key: 'challenge',
    fields: [
      { name: 'challengeTopic', kind: 'long', required: true },
      { name: 'challengeQuestions', kind: 'long' },
      { name: 'challengeOutput', kind: 'long' },
      { name: 'challengeGuardrails', kind: 'long' },
      { name: 'challengeSupplementals', kind: 'long' },
    ],
  },
  {
    key: 'preferences',
    fields: [
      { name: 'anonymousOrBranded', kind: 'anonymousOrBranded' },
      { name: 'solutionsTimeframe', kind: 'text' },
      { name: 'found_out_from', kind: 'text' },
    ],
  },
];

export const FIELDS: FieldSpec[] = SECTIONS.flatMap((section) => section.fields);

export const isFieldName = (name: string): name is FieldName =>
  FIELDS.some((field) => field.name === name);
