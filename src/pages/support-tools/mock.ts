import { teams, teamLabel } from '../../../mocks/db/companies';
import { findUserByEmail, users, type UserRow } from '../../../mocks/db/people';
import { runAction } from '../../../mocks/db/supportActions';
import { definePageMock } from '../../../mocks/resourceMock';
import { invalid, notFound, ok } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import { CHALLENGER_ROLES } from '../../contract/companies';
import { isEmail } from '../../contract/email';
import {
  CHALLENGER_SUPPORT_ACTIONS,
  SOLVER_SUPPORT_ACTIONS,
  SUPPORT_TARGETS,
  supportToolCall,
  type SupportActionPayload,
  type SupportTarget,
} from './calls';
import { screens } from './route';

const ACTIONS: Record<SupportTarget, readonly string[]> = {
  challenger: CHALLENGER_SUPPORT_ACTIONS,
  solver: SOLVER_SUPPORT_ACTIONS,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rules of seed 000 §5 on the server side, plus what only the server knows (the e-mail exists). */
const validate = (
  target: SupportTarget,
  body: Partial<SupportActionPayload>,
): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const email = String(body.email ?? '').trim();
  if (!email) errors.email = ["can't be blank"];
  else if (!findUserByEmail(email)) errors.email = ['No user with this e-mail'];
  const action = String(body.action_type ?? '');
  if (!ACTIONS[target].includes(action)) errors.action_type = ['is not included in the list'];
  if (action === 'force_challenger') {
    if (body.company_team_id === undefined || body.company_team_id === '')
      errors.company_team_id = ["can't be blank"];
    else if (!teams().get(body.company_team_id)) errors.company_team_id = ['does not exist'];
    if (target === 'solver') {
      if (!CHALLENGER_ROLES.includes(body.challenger_role as never))
        errors.challenger_role = ["can't be blank"];
      if (typeof body.send_email !== 'boolean') errors.send_email = ['must be true or false'];
    }
  }
  if (action === 'correct_email') {
    const next = String(body.correct_email ?? '').trim();
    if (!next) errors.correct_email = ["can't be blank"];
    else if (!isEmail(next)) errors.correct_email = ['is invalid'];
    else if (findUserByEmail(next)) errors.correct_email = ['has already been taken'];
  }
  if (action === 'redact_solver_account' && !String(body.trust_arc_id ?? '').trim()) {
    errors.trust_arc_id = ["can't be blank"];
  }
  return errors;
};

const handle =
  (target: SupportTarget) =>
  ({ body, request }: { body: unknown; request: Request }) => {
    const payload = (isRecord(body) ? body : {}) as Partial<SupportActionPayload>;
    const errors = validate(target, payload);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const user = findUserByEmail(String(payload.email)) as UserRow;
    const message = runAction({
      user,
      payload: payload as SupportActionPayload,
      origin: new URL(request.url).origin,
      update: (patch) => users().update(user.id, patch),
      remove: () => users().remove(user.id),
      teamName: (id) => {
        const team = teams().get(id);
        return team ? teamLabel(team) : String(id);
      },
    });
    return ok({ message });
  };

/** POST /admin/support_tools/{challenger|solver}: actions really change the account. */
/**
 * POST /admin/support_tools/{target}, for both pages of the folder; their links are in the
 * default menu's Companies and Students sections (mocks/handlers/context.ts).
 */
export const mock = definePageMock(screens[0], {
  handlers: [
    api.post(supportToolCall.path, (request) => {
      const target = SUPPORT_TARGETS.find((each) => each === request.params.target);
      return target ? handle(target)(request) : notFound('Support tool');
    }),
  ],
});
