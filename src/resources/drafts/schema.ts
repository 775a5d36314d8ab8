import { contestListRowSchema } from '../../contract/contestList';
import type { ResourceShapes } from '../../screen/types';

/** The shapes of the drafts' call, reached from its route (rows shared with the other contest lists). */
export const shapes = {
  row: contestListRowSchema,
  summary: 'Challenge drafts (list rows)',
} satisfies ResourceShapes;
