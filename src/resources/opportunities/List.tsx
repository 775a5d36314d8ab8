import type { OpportunityRow } from './schema';
import { ResourceList } from '../../ui/list';
import { useOpportunityColumns } from './columns';
import { opportunitiesRoute } from './route';

const OpportunitiesList = () => (
  <ResourceList<OpportunityRow>
    resource={opportunitiesRoute.name}
    columns={useOpportunityColumns()}
    exportName={opportunitiesRoute.exportName}
  />
);

export default OpportunitiesList;
