import type { ResourceRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useContestListColumns } from '../../ui/list/contestColumns';
import { draftsRoute } from './route';

const DraftsList = () => (
  <ResourceList<ResourceRow<'drafts'>>
    resource={draftsRoute.name}
    columns={useContestListColumns()}
    exportName={draftsRoute.exportName}
  />
);

export default DraftsList;
