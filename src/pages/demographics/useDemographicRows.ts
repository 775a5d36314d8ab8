import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { getDemographics, type DemographicKind } from './calls';
import type { AppDataProvider } from '../../providers/dataProvider';
import { queryKeys } from '../../providers/queryKeys';

/** One table's rows; the export's country choices share the `countries` query. */
export const useDemographicRows = (kind: DemographicKind) => {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: queryKeys.demographics.rows(kind),
    queryFn: ({ signal }) => dp.send(getDemographics(kind, signal)),
  });
};
