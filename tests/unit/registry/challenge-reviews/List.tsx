import type { ListRow } from '../../../../src/providers/resources';
import { ResourceList } from '../../../../src/ui/list';
import { challengeReviewColumns } from './columns';
import { challengeReviewsRoute } from './route';

const ChallengeReviewsList = () => (
  <ResourceList<ListRow<typeof challengeReviewsRoute>>
    resource={challengeReviewsRoute.name}
    columns={challengeReviewColumns}
    exportName={challengeReviewsRoute.exportName}
  />
);

export default ChallengeReviewsList;
