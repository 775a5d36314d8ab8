import type { HttpHandler } from 'msw';
import { CHART_TYPES, type ChartType, type ImpersonateRequest } from '../../src/contract';
import { chartData } from '../db/charts';
import { findUserByEmail } from '../db/people';
import { computeStats } from '../db/stats';
import { invalid, ok } from '../respond';
import { api } from '../route';
import { chartCall, loginAsCall, statsCall } from '../../src/contract/dashboard';

const isChartType = (value: string | null): value is ChartType =>
  CHART_TYPES.includes(value as ChartType);

/** GET /admin/stats, GET /admin/chart, POST /accounts/admin_login_as */
export const dashboardHandlers: HttpHandler[] = [
  api.get(statsCall.path, () => ok(computeStats(new Date()))),

  api.get(chartCall.path, ({ query }) => {
    const type = query.get('type');
    const days = Number(query.get('days_compute'));
    const errors: Record<string, string[]> = {};
    if (!isChartType(type)) errors.type = [`must be one of ${CHART_TYPES.join(', ')}`];
    if (query.get('days_compute') === null || !Number.isInteger(days) || days < 0)
      errors.days_compute = ['must be a whole number of days'];
    if (!isChartType(type) || Object.keys(errors).length > 0) return invalid(errors);
    return ok(chartData(type, days, new Date()));
  }),

  api.post(loginAsCall.path, ({ body }) => {
    const email = ((body ?? {}) as Partial<ImpersonateRequest>).email?.trim() ?? '';
    if (!email) return invalid({ email: ["can't be blank"] });
    const user = findUserByEmail(email);
    if (!user) return invalid({ email: ['No user found with this e-mail'] }, 'User not found');
    return ok({ id: user.id, email: user.email, redirect_to: '/' });
  }),
];
