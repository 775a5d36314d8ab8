import { contestStatisticsRowSchema } from './schema';
import { defineResource } from '../types';
import { statisticsRoute } from './route';

export const resource = defineResource(statisticsRoute, {
  row: contestStatisticsRowSchema,
  summary: 'Challenge statistics (statistics rows)',
});

declare module '../types' {
  interface ResourceDeclarations {
    [statisticsRoute.name]: typeof resource;
  }
}
