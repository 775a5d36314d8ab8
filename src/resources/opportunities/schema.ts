import * as z from 'zod/mini';
import { named, ours } from '../../contract/marks';
import { nullable, num, text } from '../../contract/variants';
import { opportunitySchema } from '../../contract/opportunities';
import type { ResourceShapes } from '../../screen/types';

/** Sales opportunities (seed 000 §3): a row of the paginated list. */
export const opportunityRowSchema = z.object({
  /** View form goes to /sales/opportunity/{id} (seed 000 §2). */
  id: named('seed 000 §2', num()),
  firstName: named('seed 000 §3', text()),
  lastName: named('seed 000 §3', text()),
  email: named('seed 000 §3', text()),
  /** Ours: the user's page, a link when given. */
  userPath: ours(text()),
  company: named('seed 000 §3', text()),
  output: named('seed 000 §3', text()),
  supervisorName: named('seed 000 §3', nullable(text())),
});
export type OpportunityRow = z.infer<typeof opportunityRowSchema>;

/** The shapes of the opportunities' calls, reached from their route. */
export const shapes = {
  row: opportunityRowSchema,
  summary: 'Sales opportunities',
  one: {
    path: (id: string) => `/admin/sales/opportunity/${encodeURIComponent(id)}`,
    record: opportunitySchema,
    summary: 'Challenge request details',
  },
} satisfies ResourceShapes;
