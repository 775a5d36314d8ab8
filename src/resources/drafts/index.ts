import { contestListRowSchema } from '../../contract/contestList';
import { defineResource } from '../../screen/resource';
import { draftsRoute } from './route';

export const resource = defineResource(draftsRoute, {
  row: contestListRowSchema,
  summary: 'Challenge drafts (list rows)',
});

declare module '../../screen/resource' {
  interface ResourceDeclarations {
    [draftsRoute.name]: typeof resource;
  }
}
