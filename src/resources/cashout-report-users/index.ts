import { reportFiltersSchema } from '../../contract/cashoutReport';
import { reportUserSchema } from './schema';
import { defineResource } from '../../screen/resource';
import { cashoutReportRoute } from './route';

export const resource = defineResource(cashoutReportRoute, {
  row: reportUserSchema,
  summary: 'Report users',
  query: reportFiltersSchema,
});

declare module '../../screen/resource' {
  interface ResourceDeclarations {
    [cashoutReportRoute.name]: typeof resource;
  }
}
