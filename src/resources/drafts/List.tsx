import type { ContestListRow } from '../../contract';
import { ResourceList } from '../../ui/list';
import { useContestListColumns } from './columns';

const DraftsList = () => (
  <ResourceList<ContestListRow>
    resource="drafts"
    columns={useContestListColumns()}
    exportName="challenge-drafts"
  />
);

export default DraftsList;
