import { contestStatisticsRowSchema } from './schema';
import { defineResource } from '../types';
import { statisticsRoute } from './route';

export const statistics = defineResource(statisticsRoute, {
  row: contestStatisticsRowSchema,
  summary: 'Challenge statistics (statistics rows)',
});
