import { contestListRowSchema } from './schema';
import { defineResource } from '../types';
import { draftsRoute } from './route';

export const resource = defineResource(draftsRoute, {
  row: contestListRowSchema,
  summary: 'Challenge drafts (list rows)',
});

declare module '../types' {
  interface ResourceDeclarations {
    [draftsRoute.name]: typeof resource;
  }
}
