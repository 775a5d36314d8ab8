import * as z from 'zod/mini';
import { named, ours } from './marks';
import { bool, dateTime, nullable, num, text, textList } from './variants';

/**
 * The rows of the challenge lists (`ENDPOINTS.contests` by `scope`; seed 000 §3, table columns):
 * the drafts, the statistics and the challenge search; the scope is each list's fixed query
 * (their route.ts).
 */
export const contestListRowSchema = z.object({
  /** Ours: a row key only (the grid falls back to the row's place). */
  id: ours(num()),
  /** Edit and Clone go to /contests/{slug}/edit and /clone (seed 001 §2). */
  slug: named('seed 001 §2', text()),
  title: named('seed 000 §3', text()),
  /** Ours: the title links when given, else shows as text. */
  titlePath: ours(text()),
  company: named('seed 000 §3', text()),
  /** Ours: the company links when given, else shows as text. */
  companyPath: ours(text()),
  contact: named('seed 000 §3', text()),
  launchDate: named('seed 000 §3', nullable(dateTime())),
  majorCategory: named('seed 000 §3', text()),
  tags: named('seed 000 §3', textList()),
  hidden: named('seed 000 §3', bool()),
  manager: named('seed 000 §3', text()),
});
export type ContestListRow = z.infer<typeof contestListRowSchema>;
