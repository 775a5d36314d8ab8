import type { ResourceRow } from '../../../../src/providers/resources';
import { ResourceList } from '../../../../src/ui/list';
import { reviewColumns } from './columns';
import { reviewsRoute } from './route';

const ReviewsList = () => (
  <ResourceList<ResourceRow<'challenge-reviews'>>
    resource={reviewsRoute.name}
    columns={reviewColumns}
    exportName={reviewsRoute.exportName}
  />
);

export default ReviewsList;
