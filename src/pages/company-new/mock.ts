import { companies, teams } from '../../../mocks/db/companies';
import { definePageMock } from '../../../mocks/resourceMock';
import { fail, invalid, ok } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import {
  CHALLENGER_ROLES,
  CHALLENGER_TYPES,
  INDUSTRIES,
  type ChallengerRole,
  type ChallengerType,
} from '../../contract/companies';
import type { FieldErrors } from '../../contract/envelope';
import { createCompanyCall } from './calls';
import { screens } from './route';

const LOGO_TYPES = ['image/png', 'image/jpeg'];
const MAX_LOGO_BYTES = 10 * 1024 * 1024;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The server's own rules, answered as 422 field errors like Rails would. */
const validate = (form: FormData): FieldErrors => {
  const errors: FieldErrors = {};
  const type = text(form, 'form_type');
  if (type !== 'company' && type !== 'team') errors.form_type = ['is not included in the list'];
  if (!text(form, 'team_name')) errors.team_name = ["can't be blank"];
  if (type === 'team') {
    const companyId = text(form, 'company_id');
    if (!companyId) errors.company_id = ["can't be blank"];
    else if (!companies().get(companyId)) errors.company_id = ['does not exist'];
  }
  if (type === 'company') {
    const name = text(form, 'organization');
    if (!name) errors.organization = ["can't be blank"];
    else if (companies().find((company) => company.name.toLowerCase() === name.toLowerCase())) {
      errors.organization = ['has already been taken'];
    }
    const industry = text(form, 'industry');
    if (industry && !oneOf(INDUSTRIES, industry)) errors.industry = ['is not included in the list'];
    const logo = form.get('logo_pic');
    if (logo instanceof File) {
      if (!LOGO_TYPES.includes(logo.type)) errors.logo_pic = ['must be a PNG or JPEG image'];
      else if (logo.size > MAX_LOGO_BYTES) errors.logo_pic = ['must be smaller than 10 MB'];
    }
  }
  const challengerType = text(form, 'default_challenger_type');
  if (challengerType && !oneOf(CHALLENGER_TYPES, challengerType))
    errors.default_challenger_type = ['is not included in the list'];
  const role = text(form, 'default_challenger_role');
  if (role && !oneOf(CHALLENGER_ROLES, role))
    errors.default_challenger_role = ['is not included in the list'];
  return errors;
};

const addTeam = (form: FormData, companyId: number) =>
  teams().insert({
    companyId,
    name: text(form, 'team_name'),
    defaultChallengerType: (text(form, 'default_challenger_type') ||
      'innovation') as ChallengerType,
    defaultChallengerRole: (text(form, 'default_challenger_role') ||
      'administrator') as ChallengerRole,
  });

/**
 * POST /admin/companies: a new company (with its first team) or a new team of a company. The
 * page's link is in the default menu's Companies section (mocks/handlers/context.ts).
 */
export const mock = definePageMock(screens[0], {
  handlers: [
    api.post(createCompanyCall.path, ({ body }) => {
      if (!(body instanceof FormData)) return fail(400, 'Expected a multipart form');
      const errors = validate(body);
      if (Object.keys(errors).length > 0) return invalid(errors);
      if (text(body, 'form_type') === 'company') {
        const logo = body.get('logo_pic');
        const company = companies().insert({
          name: text(body, 'organization'),
          anonymous: text(body, 'anonymous') === 'true',
          description: text(body, 'company_description'),
          industry: text(body, 'industry'),
          logoUrl:
            logo instanceof File ? `/mock-storage/logos/${encodeURIComponent(logo.name)}` : null,
        });
        addTeam(body, company.id);
      } else {
        addTeam(body, Number(text(body, 'company_id')));
      }
      return ok({ redirectTo: '/admin/companies/new' });
    }),
  ],
});
