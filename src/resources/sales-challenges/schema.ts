import { contestListRowSchema } from '../../contract/contestList';
import type { ResourceShapes } from '../../screen/types';

/** The shapes of the challenge search's call, reached from its route (rows shared with the other contest lists). */
export const shapes = {
  row: contestListRowSchema,
  summary: 'Challenge search (list rows)',
} satisfies ResourceShapes;
