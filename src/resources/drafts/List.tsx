import type { ResourceRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useContestListColumns } from './columns';

const DraftsList = () => (
  <ResourceList<ResourceRow<'drafts'>>
    resource="drafts"
    columns={useContestListColumns()}
    exportName="challenge-drafts"
  />
);

export default DraftsList;
