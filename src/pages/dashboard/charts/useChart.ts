import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { ChartType } from '../calls';
import { chartQuery } from '../queries';

/** GET /admin/chart?type&days_compute; the previous series stays drawn while the next loads. */
export const useChart = (type: ChartType, days: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { queryKey, read } = chartQuery(type, days);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(dataProvider, signal),
    placeholderData: keepPreviousData,
  });
};
