import * as z from 'zod/mini';
import { ours } from './marks';
import { supervisorShape } from './openShapes';
import { nullable, num, text } from './variants';

/** Sales opportunities: /admin/sales/… */
export const opportunityPayloadSchema = z.object({
  firstName: text(),
  lastName: text(),
  found_out_from: text(),
  company: text(),
  industry: text(),
  challengerTitle: text(),
  challengeOutput: text(),
  anonymousOrBranded: text(),
  solutionsTimeframe: text(),
  challengeTopic: text(),
  challengeQuestions: text(),
  challengeGuardrails: text(),
  challengeSupplementals: text(),
});
export type OpportunityPayload = z.infer<typeof opportunityPayloadSchema>;

/** `{ fullName }`, or the name in another common form (openShapes.ts); "" reads as none. */
const supervisorSchema = supervisorShape(nullable(z.object({ fullName: text() })));

export const opportunitySchema = z.object({
  /** Ours: the URL holds it. */
  id: ours(num()),
  email: text(),
  /** Ours: the user's page, a link when given. */
  userPath: ours(text()),
  challenger: z.object({ firstName: text(), lastName: text() }),
  supervisor: supervisorSchema,
  payload: opportunityPayloadSchema,
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** A row of the paginated list. */
export const opportunityRowSchema = z.object({
  id: num(),
  firstName: text(),
  lastName: text(),
  email: text(),
  /** Ours: the user's page, a link when given. */
  userPath: ours(text()),
  company: text(),
  output: text(),
  supervisorName: nullable(text()),
});
export type OpportunityRow = z.infer<typeof opportunityRowSchema>;

export const claimRequestSchema = z.object({ id: z.union([z.number(), z.string()]) });
export const claimResponseSchema = z.object({ supervisor: supervisorSchema });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
