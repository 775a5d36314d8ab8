import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DemographicKind } from '../../contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { queryKeys } from '../../providers/queryKeys';

/** One table's rows; the export's country choices share the `countries` query. */
export const useDemographicRows = (kind: DemographicKind) => {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: queryKeys.demographics.rows(kind),
    queryFn: ({ signal }) => dp.getDemographics(kind, signal),
  });
};
