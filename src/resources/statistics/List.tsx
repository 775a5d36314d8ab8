import type { ListRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useStatisticsColumns } from './columns';
import { statisticsRoute } from './route';

const StatisticsList = () => (
  <ResourceList<ListRow<typeof statisticsRoute>>
    resource={statisticsRoute.name}
    columns={useStatisticsColumns()}
    exportName={statisticsRoute.exportName}
  />
);

export default StatisticsList;
