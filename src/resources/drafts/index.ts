import { contestListRowSchema } from './schema';
import { defineResource } from '../types';
import { draftsRoute } from './route';

export const drafts = defineResource(draftsRoute, {
  row: contestListRowSchema,
  summary: 'Challenge drafts (list rows)',
});
