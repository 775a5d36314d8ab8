import { chartData } from '../../../mocks/db/charts';
import { findUserByEmail } from '../../../mocks/db/people';
import { computeStats } from '../../../mocks/db/stats';
import { definePageMock } from '../../../mocks/resourceMock';
import { invalid, ok } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import { loginAsCall, type ImpersonateRequest } from '../../contract/impersonation';
import { CHART_TYPES, chartCall, statsCall, type ChartType } from './calls';
import { screens } from './route';

const isChartType = (value: string | null): value is ChartType =>
  CHART_TYPES.includes(value as ChartType);

/**
 * GET /admin/stats, GET /admin/chart, and POST /accounts/admin_login_as, which the palette sends
 * too. The dashboard's link is the first of the default menu (mocks/handlers/context.ts).
 */
export const mock = definePageMock(screens[0], {
  handlers: [
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
  ],
});
