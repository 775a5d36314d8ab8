import type { ResourceRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useStatisticsColumns } from './columns';

const StatisticsList = () => (
  <ResourceList<ResourceRow<'statistics'>>
    resource="statistics"
    columns={useStatisticsColumns()}
    exportName="challenge-statistics"
  />
);

export default StatisticsList;
