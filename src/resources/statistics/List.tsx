import type { ContestStatisticsRow } from '../../contract';
import { ResourceList } from '../../ui/list';
import { useStatisticsColumns } from './columns';

const StatisticsList = () => (
  <ResourceList<ContestStatisticsRow>
    resource="statistics"
    columns={useStatisticsColumns()}
    exportName="challenge-statistics"
  />
);

export default StatisticsList;
