import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { queryKeys } from '../../../providers/queryKeys';
import { chartCall, type ChartType } from '../calls';

/** GET /admin/chart?type&days_compute; the previous series stays drawn while the next loads. */
export const useChart = (type: ChartType, days: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: queryKeys.dashboard.chart(type, days),
    queryFn: ({ signal }) =>
      dataProvider.read(chartCall, { query: { type, days_compute: days }, signal }),
    placeholderData: keepPreviousData,
  });
};
