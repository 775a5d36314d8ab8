import * as z from 'zod/mini';
import { named, ours } from './marks';
import { supervisorShape } from './openShapes';
import { nullable, num, text } from './variants';

/** Sales opportunities: /admin/sales/… */
export const opportunityPayloadSchema = z.object({
  firstName: named('seed 000 §3', text()),
  lastName: named('seed 000 §3', text()),
  found_out_from: named('seed 000 §3', text()),
  company: named('seed 000 §3', text()),
  industry: named('seed 000 §3', text()),
  challengerTitle: named('seed 000 §3', text()),
  challengeOutput: named('seed 000 §3', text()),
  anonymousOrBranded: named('seed 000 §3', text()),
  solutionsTimeframe: named('seed 000 §3', text()),
  challengeTopic: named('seed 000 §3', text()),
  challengeQuestions: named('seed 000 §3', text()),
  challengeGuardrails: named('seed 000 §3', text()),
  challengeSupplementals: named('seed 000 §3', text()),
});
export type OpportunityPayload = z.infer<typeof opportunityPayloadSchema>;

/** `{ fullName }`, or the name in another common form (openShapes.ts); "" reads as none. */
export const supervisorSchema = supervisorShape(
  nullable(z.object({ fullName: named('seed 000 §3', text()) })),
);

export const opportunitySchema = z.object({
  /** Ours: the URL holds it. */
  id: ours(num()),
  email: named('seed 000 §3', text()),
  /** Ours: the user's page, a link when given. */
  userPath: ours(text()),
  /**
   * The client's own account, matched by the e-mail; null (or left out) for a request from
   * someone without one (docs/decisions.md, "Who sent an opportunity").
   */
  challenger: named(
    'seed 000 §3',
    nullable(
      z.object({
        firstName: named('seed 000 §3', text()),
        lastName: named('seed 000 §3', text()),
      }),
    ),
  ),
  supervisor: named('seed 000 §3', supervisorSchema),
  payload: named('seed 000 §3', opportunityPayloadSchema),
});
export type Opportunity = z.infer<typeof opportunitySchema>;
