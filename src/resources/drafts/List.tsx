import type { ListRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useContestListColumns } from '../../ui/list/contestColumns';
import { draftsRoute } from './route';

const DraftsList = () => (
  <ResourceList<ListRow<typeof draftsRoute>>
    resource={draftsRoute.name}
    columns={useContestListColumns()}
    exportName={draftsRoute.exportName}
  />
);

export default DraftsList;
