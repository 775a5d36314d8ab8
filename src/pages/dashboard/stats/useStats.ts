import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { queryKeys } from '../../../providers/queryKeys';
import { getStats } from '../calls';

/** GET /admin/stats, once per visit (the server refreshes its figures every few minutes). */
export const useStats = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: queryKeys.dashboard.stats(),
    queryFn: ({ signal }) => dataProvider.send(getStats(signal)),
  });
};
