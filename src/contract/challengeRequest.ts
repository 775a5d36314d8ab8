import * as z from 'zod/mini';
import { ANONYMOUS_OR_BRANDED, INDUSTRIES } from './fixedLists';
import { named, ours } from './marks';
import { num, oneOf, text } from './variants';
import type { ContractCall } from './call';
import { challengeRequestEndpoint } from './challengeRequestEndpoint';

/** The public challenge request (CONTRACT §8): `POST /sales/opportunities`. */
export { ANONYMOUS_OR_BRANDED, type AnonymousOrBranded } from './fixedLists';

/** One of the list, or '' when the client left it open (every key is sent). */
const choiceOrBlank = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([oneOf(values), z.literal('')]);

/** What staff later see as the opportunity's payload (seed 000 §3); every key, '' when not given. */
export const challengeRequestPayloadSchema = z.object({
  firstName: named('CONTRACT §8', text()),
  lastName: named('CONTRACT §8', text()),
  found_out_from: named('CONTRACT §8', text()),
  company: named('CONTRACT §8', text()),
  industry: named('CONTRACT §8', choiceOrBlank(INDUSTRIES)),
  challengerTitle: named('CONTRACT §8', text()),
  challengeOutput: named('CONTRACT §8', text()),
  anonymousOrBranded: named('CONTRACT §8', choiceOrBlank(ANONYMOUS_OR_BRANDED)),
  solutionsTimeframe: named('CONTRACT §8', text()),
  challengeTopic: named('CONTRACT §8', text()),
  challengeQuestions: named('CONTRACT §8', text()),
  challengeGuardrails: named('CONTRACT §8', text()),
  challengeSupplementals: named('CONTRACT §8', text()),
});
export type ChallengeRequestPayload = z.infer<typeof challengeRequestPayloadSchema>;

export const challengeRequestSchema = z.object({
  email: named('CONTRACT §8', text()),
  payload: named('CONTRACT §8', challengeRequestPayloadSchema),
});
export type ChallengeRequest = z.infer<typeof challengeRequestSchema>;

/** Any 2xx is done whatever its body (CONTRACT §8); the mock answers the new opportunity's id. */
export const challengeRequestAnswerSchema = z.object({
  /** Ours: the opportunity's id, for staff; the page does not use it. */
  id: ours(num()),
});

export const challengeRequestCall = {
  method: 'POST',
  path: challengeRequestEndpoint,
  summary: 'A prospective client asks for a challenge (public, CONTRACT §8)',
  body: challengeRequestSchema,
  answer: challengeRequestAnswerSchema,
} as const satisfies ContractCall;
