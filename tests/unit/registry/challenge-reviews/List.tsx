import type { ResourceRow } from '../../../../src/providers/resources';
import { ResourceList } from '../../../../src/ui/list';
import { challengeReviewColumns } from './columns';
import { challengeReviewsRoute } from './route';

const ChallengeReviewsList = () => (
  <ResourceList<ResourceRow<'challenge-reviews'>>
    resource={challengeReviewsRoute.name}
    columns={challengeReviewColumns}
    exportName={challengeReviewsRoute.exportName}
  />
);

export default ChallengeReviewsList;
