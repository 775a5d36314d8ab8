import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { statsQuery } from '../queries';

/** GET /admin/stats, once per visit (the server refreshes its figures every few minutes). */
export const useStats = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: statsQuery.queryKey,
    queryFn: ({ signal }) => statsQuery.read(dataProvider, signal),
  });
};
