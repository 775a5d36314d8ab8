import { reportFiltersSchema, reportUserSchema } from '../../contract/cashoutReport';
import { defineResource } from '../types';
import { cashoutReportRoute } from './route';

export const cashoutReportUsers = defineResource(cashoutReportRoute, {
  row: reportUserSchema,
  summary: 'Report users',
  query: reportFiltersSchema,
});
