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
  /** The most characters it takes (docs/decisions.md, "The request's length limits"). */
  maxLength?: number;
}

/** Limits of ours: a name, a title, a line of text, an e-mail (RFC 5321), a long answer. */
const NAME = 100;
const LINE = 200;
const EMAIL = 254;
const ANSWER = 5000;

export type SectionKey = 'contact' | 'company' | 'challenge' | 'preferences';

/**
 * The form, section by section, in the order a client answers it. Required: e-mail, names,
 * company and topic (docs/decisions.md, "The challenge request").
 */
export const SECTIONS: { key: SectionKey; fields: FieldSpec[] }[] = [
  {
    key: 'contact',
    fields: [
      { name: 'email', kind: 'email', required: true, autoComplete: 'email', maxLength: EMAIL },
      {
        name: 'firstName',
        kind: 'text',
        required: true,
        autoComplete: 'given-name',
        maxLength: NAME,
      },
      {
        name: 'lastName',
        kind: 'text',
        required: true,
        autoComplete: 'family-name',
        maxLength: NAME,
      },
      {
        name: 'challengerTitle',
        kind: 'text',
        autoComplete: 'organization-title',
        maxLength: LINE,
      },
    ],
  },
  {
    key: 'company',
    fields: [
      {
        name: 'company',
        kind: 'text',
        required: true,
        autoComplete: 'organization',
        maxLength: LINE,
      },
      { name: 'industry', kind: 'industry' },
    ],
  },
  {
    key: 'challenge',
    fields: [
      { name: 'challengeTopic', kind: 'long', required: true, maxLength: ANSWER },
      { name: 'challengeQuestions', kind: 'long', maxLength: ANSWER },
      { name: 'challengeOutput', kind: 'long', maxLength: ANSWER },
      { name: 'challengeGuardrails', kind: 'long', maxLength: ANSWER },
      { name: 'challengeSupplementals', kind: 'long', maxLength: ANSWER },
    ],
  },
  {
    key: 'preferences',
    fields: [
      { name: 'anonymousOrBranded', kind: 'anonymousOrBranded' },
      { name: 'solutionsTimeframe', kind: 'text', maxLength: LINE },
      { name: 'found_out_from', kind: 'text', maxLength: LINE },
    ],
  },
];

export const FIELDS: FieldSpec[] = SECTIONS.flatMap((section) => section.fields);

export const isFieldName = (name: string): name is FieldName =>
  FIELDS.some((field) => field.name === name);
