import type { ColumnSpec } from '../../../../src/ui/list';
import type { ChallengeReviewRow } from './schema';

export const challengeReviewColumns: ColumnSpec<ChallengeReviewRow>[] = [
  { id: 'title', width: '60%', cell: (row) => row.title, csv: (row) => row.title },
  { id: 'reviewer', width: '40%', cell: (row) => row.reviewer, csv: (row) => row.reviewer },
];
