import type * as z from 'zod/mini';
import { ResourceList, type ColumnSpec } from '../../../../src/ui/list';
import type { reviewRowSchema } from './index';
import { reviewsRoute } from './route';

type ReviewRow = z.output<typeof reviewRowSchema> & { id: number };

const columns: ColumnSpec<ReviewRow>[] = [
  { id: 'title', width: '60%', cell: (row) => row.title, csv: (row) => row.title },
  { id: 'reviewer', width: '40%', cell: (row) => row.reviewer, csv: (row) => row.reviewer },
];

const ReviewsList = () => (
  <ResourceList<ReviewRow>
    resource={reviewsRoute.name as never}
    columns={columns}
    exportName={reviewsRoute.exportName}
  />
);

export default ReviewsList;
