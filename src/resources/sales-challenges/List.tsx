import type { ListRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useContestListColumns } from '../../ui/list/contestColumns';
import { salesChallengesRoute } from './route';

/** Challenge Search: the drafts' columns over scope `sales` (seed 000 §3). */
const SalesChallengesList = () => (
  <ResourceList<ListRow<typeof salesChallengesRoute>>
    resource={salesChallengesRoute.name}
    columns={useContestListColumns()}
    exportName={salesChallengesRoute.exportName}
  />
);

export default SalesChallengesList;
