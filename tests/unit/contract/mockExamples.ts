import { API_BASE } from '../../../mocks/config';
import { contests } from '../../../mocks/db/contests';
import { users } from '../../../mocks/db/people';
import type { ContractCall } from '../../../src/contract-tools/calls';

/** A request of each contract call the mock can answer, the way the console makes it. */
export interface Example {
  /** The path with its parameters and query filled in. */
  url: () => string;
  body?: () => Record<string, unknown> | FormData;
  /** Calls to make first (a reserved spot before the solution form). */
  before?: string[];
}

const form = (fields: Record<string, string>) => () => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const staffSlug = () => contests().all()[0].slug;
const OPEN = 'open-challenge';
const someone = (role: string) => {
  const user = users()
    .all()
    .find((row) => row.role === role);
  if (!user) throw new Error(`the mock seeds no ${role}`);
  return user;
};

const EXAMPLES: Record<string, Example> = {
  'GET /admin/chart': { url: () => '/admin/chart?type=weekly_signups&days_compute=14' },
  'POST /accounts/admin_login_as': {
    url: () => '/accounts/admin_login_as',
    body: () => ({ email: 'nobody@example.com' }),
  },
  'POST /admin/solvers/cashouts/decide': {
    url: () => '/admin/solvers/cashouts/decide',
    body: () => ({ decision: 'approve', id: 1, reason: '' }),
  },
  'GET /admin/solvers/cashouts/transactions': {
    url: () => '/admin/solvers/cashouts/transactions?id=1&mode=current&page=1&limit=25',
  },
  'GET /admin/solvers/cashout_reports/users': {
    url: () => '/admin/solvers/cashout_reports/users?page=1&limit=25&order=by_created_at_desc',
  },
  'GET /admin/solvers/cashout_reports/transactions': {
    url: () =>
      '/admin/solvers/cashout_reports/transactions?user_id=20&mode=rewards&order=by_created_at_desc',
  },
  'GET /admin/solvers/demographics/export': {
    url: () => '/admin/solvers/demographics/export?with_linkedin=true&countries[]=Kenya',
  },
  'GET /admin/solvers/demographics/{kind}': { url: () => '/admin/solvers/demographics/age' },
  'GET /admin/contests': { url: () => '/admin/contests?scope=drafts&page=1&limit=25' },
  'GET /admin/companies/invoices': { url: () => '/admin/companies/invoices?page=1&limit=25' },
  'POST /admin/companies/invoices': {
    url: () => '/admin/companies/invoices',
    body: () => ({ email: 'a@b.co', amount: 10, campaign_type: 'prepayment' }),
  },
  'GET /admin/sales/opportunities': { url: () => '/admin/sales/opportunities?page=1&limit=25' },
  'GET /admin/sales/opportunity/{id}': { url: () => '/admin/sales/opportunity/1' },
  'POST /sales/opportunities': {
    url: () => '/sales/opportunities',
    body: () => ({
      email: 'dana.client@example.com',
      payload: {
        firstName: 'Dana',
        lastName: 'Client',
        found_out_from: '',
        company: 'Walk Co',
        industry: 'Retail',
        challengerTitle: '',
        challengeOutput: '',
        anonymousOrBranded: 'Branded',
        solutionsTimeframe: '',
        challengeTopic: 'How can we reach students?',
        challengeQuestions: '',
        challengeGuardrails: '',
        challengeSupplementals: '',
      },
    }),
  },
  'POST /admin/sales/claim': { url: () => '/admin/sales/claim', body: () => ({ id: 1 }) },
  'POST /admin/companies': {
    url: () => '/admin/companies',
    body: form({ form_type: 'company', organization: 'Walk Co', team_name: 'Team' }),
  },
  'POST /admin/support_tools/{target}': {
    url: () => '/admin/support_tools/solver',
    body: () => ({ email: someone('solver').email, action_type: 'account_info' }),
  },
  'POST /upload_image': {
    url: () => '/upload_image',
    body: () => {
      const data = new FormData();
      data.append('file', new File(['png'], 'logo.png', { type: 'image/png' }));
      return data;
    },
  },
  'GET /admin/contestfiles/signed_url': {
    url: () => '/admin/contestfiles/signed_url?filename=a.pdf&content_type=application/pdf&size=10',
  },
  'POST /admin/contestfiles/uploaded_callback': {
    url: () => '/admin/contestfiles/uploaded_callback',
    body: () => ({ contestfile: { key: 'contestfiles/x/a.pdf' } }),
  },
  'POST /admin/contestfiles/deleted_callback': {
    url: () => '/admin/contestfiles/deleted_callback',
    body: () => ({ contestfile: { key: 'contestfiles/x/a.pdf' } }),
  },
  'GET /admin/contests/{slug}': { url: () => `/admin/contests/${staffSlug()}` },
  'GET /admin/contests/{slug}/clone': { url: () => `/admin/contests/${staffSlug()}/clone` },
  'POST /admin/contests': {
    url: () => '/admin/contests',
    body: form({ contest_type: 'timed', title: '' }),
  },
  'GET /contests/{slug}': { url: () => `/contests/${OPEN}` },
  'POST /contests/{slug}/reserve_spot': { url: () => `/contests/${OPEN}/reserve_spot` },
  'GET /contests/{slug}/solution_form': {
    url: () => `/contests/${OPEN}/solution_form`,
    before: [`/contests/${OPEN}/reserve_spot`],
  },
  'POST /contests/{slug}/check_prefilter': {
    url: () => `/contests/${OPEN}/check_prefilter?permit=1`,
    body: () => ({ supplementals: {} }),
    before: [`/contests/${OPEN}/reserve_spot`],
  },
  'POST /solution_drafts': {
    url: () => '/solution_drafts',
    body: () => ({ contest_slug: OPEN, deliverables: {}, supplementals: {}, file_keys: [] }),
    before: [`/contests/${OPEN}/reserve_spot`],
  },
  'POST /solutions': { url: () => '/solutions', body: () => ({}) },
  'GET /solutions/{id}': { url: () => '/solutions/1' },
  'GET /solutionfiles/signed_url': {
    url: () =>
      `/solutionfiles/signed_url?contest_slug=${OPEN}&filename=a.pdf&content_type=application/pdf&size=10`,
    before: [`/contests/${OPEN}/reserve_spot`],
  },
  'POST /solutionfiles/uploaded_callback': {
    url: () => '/solutionfiles/uploaded_callback',
    body: () => ({ solutionfile: { key: 'solutionfiles/x/a.pdf' } }),
  },
  'POST /solutionfiles/deleted_callback': {
    url: () => '/solutionfiles/deleted_callback',
    body: () => ({ solutionfile: { key: 'solutionfiles/x/a.pdf' } }),
  },
};

export const exampleOf = (call: ContractCall): Example =>
  EXAMPLES[`${call.method} ${call.path}`] ?? { url: () => call.path };

export const toRequest = (method: string, path: string, body?: Example['body']) => {
  const url = new URL(`${API_BASE}${path}`, 'http://localhost');
  const payload = body?.();
  if (payload === undefined) return new Request(url, { method });
  if (payload instanceof FormData) return new Request(url, { method, body: payload });
  return new Request(url, {
    method,
    body: JSON.stringify(payload),
    headers: { 'Content-Type': 'application/json' },
  });
};
