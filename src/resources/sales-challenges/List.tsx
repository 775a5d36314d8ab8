import type { ResourceRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useContestListColumns } from '../drafts/columns';

/** Challenge Search: the drafts' columns over scope `sales` (seed 000 §3). */
const SalesChallengesList = () => (
  <ResourceList<ResourceRow<'sales-challenges'>>
    resource="sales-challenges"
    columns={useContestListColumns()}
    exportName="challenge-search"
  />
);

export default SalesChallengesList;
