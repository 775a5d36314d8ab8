import type { HttpHandler } from 'msw';
import type { FieldErrors, OpportunityPayload } from '../../src/contract';
import { ANONYMOUS_OR_BRANDED, INDUSTRIES } from '../../src/contract/fixedLists';
import { isEmail } from '../../src/contract/email';
import { opportunities } from '../db/opportunities';
import { findUserByEmail } from '../db/people';
import { invalid, ok } from '../respond';
import { api } from '../route';
import {
  challengeRequestCall,
  challengeRequestPayloadSchema,
} from '../../src/contract/challengeRequest';

const PAYLOAD_KEYS = Object.keys(challengeRequestPayloadSchema.shape) as Array<
  keyof typeof challengeRequestPayloadSchema.shape
>;
/** What the server insists on, as the page does (docs/decisions.md, "The challenge request"). */
const REQUIRED = ['firstName', 'lastName', 'company', 'challengeTopic'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Like a Rails model's validations: blank required fields, an odd e-mail, a value off the list. */
const validate = (email: string, payload: Record<string, string>): FieldErrors => {
  const errors: FieldErrors = {};
  if (!email) errors.email = ["can't be blank"];
  else if (!isEmail(email)) errors.email = ['is invalid'];
  for (const key of REQUIRED) if (!payload[key]) errors[`payload.${key}`] = ["can't be blank"];
  const listed = (values: readonly string[], key: string) =>
    !payload[key] || values.includes(payload[key]);
  if (!listed(INDUSTRIES, 'industry')) errors['payload.industry'] = ['is not included in the list'];
  if (!listed(ANONYMOUS_OR_BRANDED, 'anonymousOrBranded'))
    errors['payload.anonymousOrBranded'] = ['is not included in the list'];
  return errors;
};

/** POST /sales/opportunities (CONTRACT §8): a client's request joins the staff's list, unclaimed. */
export const challengeRequestHandlers: HttpHandler[] = [
  api.post(challengeRequestCall.path, ({ body }) => {
    const request = isRecord(body) ? body : {};
    const given = isRecord(request.payload) ? request.payload : {};
    const email = textOf(request.email);
    const payload = Object.fromEntries(PAYLOAD_KEYS.map((key) => [key, textOf(given[key])]));
    const errors = validate(email, payload);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const row = opportunities().insert({
      userId: findUserByEmail(email)?.id ?? null,
      email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      supervisorName: null,
      createdAt: new Date().toISOString(),
      payload: payload as OpportunityPayload,
    });
    return ok({ id: row.id });
  }),
];
