import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, STORAGE_URL } from '../../../mocks/config';
import { contests } from '../../../mocks/db/contests';
import { handlers } from '../../../mocks/handlers';

type Body = Record<string, unknown> | FormData | undefined;
interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: () => Body;
  /** Outside the API base (the storage service). */
  absolute?: boolean;
}

const form = (fields: Record<string, string>) => () => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const slug = () => contests().all()[0].slug;

/** Every call in the tables of seed 000 §7 and seed 001 §7, plus the context and the storage service. */
const CALLS: Call[] = [
  // seed 000 §7
  { method: 'GET', path: '/admin/solvers/cashouts/balance' },
  { method: 'GET', path: '/admin/solvers/cashouts' },
  {
    method: 'POST',
    path: '/admin/solvers/cashouts/decide',
    body: () => ({ decision: 'approve', id: 1, reason: '' }),
  },
  { method: 'GET', path: '/admin/solvers/cashouts/transactions?id=1&mode=current&page=1&limit=25' },
  { method: 'GET', path: '/admin/solvers/cashout_reports/totals?search=&perseverance_filter=only' },
  {
    method: 'GET',
    path: '/admin/solvers/cashout_reports/statistics?date_from=2025-01-01&date_to=2026-12-31',
  },
  {
    method: 'GET',
    path: '/admin/solvers/cashout_reports/users?page=1&limit=25&order=by_created_at_desc',
  },
  {
    method: 'GET',
    path: '/admin/solvers/cashout_reports/transactions?user_id=20&mode=rewards&order=by_created_at_desc',
  },
  { method: 'GET', path: '/admin/stats' },
  { method: 'GET', path: '/admin/chart?type=weekly_signups&days_compute=14' },
  { method: 'GET', path: '/admin/chart?type=cumulative_creations&days_compute=30' },
  { method: 'GET', path: '/admin/chart?type=daily_creations&days_compute=72000' },
  { method: 'GET', path: '/admin/solvers/demographics/timestamp' },
  { method: 'GET', path: '/admin/solvers/demographics/age' },
  { method: 'GET', path: '/admin/solvers/demographics/gender' },
  { method: 'GET', path: '/admin/solvers/demographics/ethnicity' },
  { method: 'GET', path: '/admin/solvers/demographics/countries' },
  {
    method: 'GET',
    path: '/admin/solvers/demographics/export?with_linkedin=true&countries[]=Kenya',
  },
  { method: 'GET', path: '/admin/contests?scope=drafts&page=1&limit=25&search=' },
  { method: 'GET', path: '/admin/contests?scope=statistics&page=1&limit=25' },
  { method: 'GET', path: '/admin/contests?scope=sales&page=1&limit=25' },
  { method: 'GET', path: '/admin/companies/invoices?page=1&limit=25' },
  { method: 'GET', path: '/admin/sales/opportunities?page=1&limit=25&search=' },
  { method: 'GET', path: '/admin/sales/opportunity/1' },
  { method: 'POST', path: '/admin/sales/claim', body: () => ({ id: 1 }) },
  {
    method: 'POST',
    path: '/accounts/admin_login_as',
    body: () => ({ email: 'nobody@example.com' }),
  },
  {
    method: 'POST',
    path: '/admin/companies',
    body: form({ form_type: 'company', organization: 'Walk Co', team_name: 'Team' }),
  },
  {
    method: 'POST',
    path: '/admin/companies/invoices',
    body: () => ({ email: 'a@b.co', amount: 10, campaign_type: 'prepayment' }),
  },
  {
    method: 'POST',
    path: '/admin/support_tools/challenger',
    body: () => ({ email: 'a@b.co', action_type: 'account_info' }),
  },
  {
    method: 'POST',
    path: '/admin/support_tools/solver',
    body: () => ({ email: 'a@b.co', action_type: 'account_info' }),
  },
  { method: 'GET', path: '/admin/companies/form_selects/companies' },
  { method: 'GET', path: '/admin/contests/form_selects/company_teams' },
  { method: 'GET', path: '/admin/contests/form_selects/challenge_teams' },
  { method: 'POST', path: '/upload_image', body: form({}) },
  { method: 'GET', path: '/admin/contestfiles/signed_url?filename=a.pdf' },
  {
    method: 'POST',
    path: '/admin/contestfiles/uploaded_callback',
    body: () => ({ contestfile: { key: 'contestfiles/x/a.pdf' } }),
  },
  {
    method: 'POST',
    path: '/admin/contestfiles/deleted_callback',
    body: () => ({ contestfile: { key: 'contestfiles/x/a.pdf' } }),
  },
  // seed 001 §7
  { method: 'GET', path: '/admin/contests/{slug}' },
  { method: 'GET', path: '/admin/contests/{slug}/clone' },
  { method: 'POST', path: '/admin/contests', body: form({ contest_type: 'timed', title: '' }) },
  { method: 'GET', path: '/admin/contests/form_selects/mindsumo_team' },
  { method: 'GET', path: '/admin/contests/form_selects/contest_permission_locations' },
  { method: 'GET', path: '/contests/{slug}' },
  { method: 'GET', path: '/contests/{slug}/solution_form' },
  { method: 'GET', path: '/solutionfiles/signed_url?filename=a.pdf' },
  {
    method: 'POST',
    path: '/solutionfiles/uploaded_callback',
    body: () => ({ solutionfile: { key: 'solutionfiles/x/a.pdf' } }),
  },
  {
    method: 'POST',
    path: '/solutionfiles/deleted_callback',
    body: () => ({ solutionfile: { key: 'solutionfiles/x/a.pdf' } }),
  },
  {
    method: 'POST',
    path: '/contests/{slug}/check_prefilter?permit=1',
    body: () => ({ supplementals: {} }),
  },
  { method: 'POST', path: '/solutions', body: () => ({}) },
  { method: 'POST', path: '/solution_drafts', body: () => ({}) },
  { method: 'POST', path: '/contests/{slug}/reserve_spot' },
  // CONTRACT §3 and §7
  { method: 'GET', path: '/admin/context' },
  { method: 'POST', path: STORAGE_URL, absolute: true, body: form({ key: 'k' }) },
];

const toRequest = ({ method, path, body, absolute }: Call) => {
  const url = new URL(
    `${absolute ? '' : API_BASE}${path.replace('{slug}', slug())}`,
    'http://localhost',
  );
  const payload = body?.();
  if (payload === undefined) return new Request(url, { method });
  if (payload instanceof FormData) return new Request(url, { method, body: payload });
  return new Request(url, {
    method,
    body: JSON.stringify(payload),
    headers: { 'Content-Type': 'application/json' },
  });
};

describe('the call table of both seeds', () => {
  it.each(CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s has a handler',
    async (_name, call) => {
      const response = await getResponse(handlers, toRequest(call));
      expect(response, `no handler answers ${call.method} ${call.path}`).toBeDefined();
      expect(response!.status).toBeLessThan(500);
    },
  );
});
