import type { OpportunityRow } from '../../contract';
import { ResourceList } from '../../ui/list';
import { useOpportunityColumns } from './columns';

const OpportunitiesList = () => (
  <ResourceList<OpportunityRow>
    resource="opportunities"
    columns={useOpportunityColumns()}
    exportName="opportunities"
  />
);

export default OpportunitiesList;
