import { contestStatisticsRowSchema } from './schema';
import { defineResource } from '../../screen/resource';
import { statisticsRoute } from './route';

export const resource = defineResource(statisticsRoute, {
  row: contestStatisticsRowSchema,
  summary: 'Challenge statistics (statistics rows)',
});

declare module '../../screen/resource' {
  interface ResourceDeclarations {
    [statisticsRoute.name]: typeof resource;
  }
}
