import { opportunitySchema } from '../../contract/opportunities';
import { opportunityRowSchema } from './schema';
import { defineResource } from '../../screen/resource';
import { opportunitiesRoute } from './route';

export const resource = defineResource(opportunitiesRoute, {
  row: opportunityRowSchema,
  summary: 'Sales opportunities',
  one: {
    path: (id: string) => `/admin/sales/opportunity/${encodeURIComponent(id)}`,
    record: opportunitySchema,
    summary: 'Challenge request details',
  },
});

declare module '../../screen/resource' {
  interface ResourceDeclarations {
    [opportunitiesRoute.name]: typeof resource;
  }
}
