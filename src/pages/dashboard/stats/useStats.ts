import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { logLoadError } from '../logLoadError';
import { queryKeys } from '../../../providers/queryKeys';

/** GET /admin/stats, once per visit (the server refreshes its figures every few minutes). */
export const useStats = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: queryKeys.dashboard.stats(),
    queryFn: ({ signal }) => dataProvider.getStats(signal),
  });
  useEffect(() => {
    if (query.error) logLoadError('stats', query.error);
  }, [query.error]);
  return query;
};
