import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatCount, formatUsd } from '../../ui/format';
import { statisticsQuery, totalsQuery } from './queries';
import { SummaryCard } from './SummaryCard';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { callName } from '../../contract/call';
import {
  reportStatisticsCall,
  reportTotalsCall,
  type PlatformTotals,
  type UserStatistics,
} from './calls';

/** Platform totals and user statistics, with the applied filters. */
export const SummaryCards = () => {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const totalsOf = totalsQuery(filterValues);
  const statisticsOf = statisticsQuery(filterValues);
  const totals = useQuery({
    queryKey: totalsOf.queryKey,
    queryFn: ({ signal }) => totalsOf.read(dp, signal),
  });
  const statistics = useQuery({
    queryKey: statisticsOf.queryKey,
    queryFn: ({ signal }) => statisticsOf.read(dp, signal),
  });
  const t = (name: string) => translate(`app.cashoutReport.${name}`);
  return (
    <Stack direction="row" spacing={2}>
      <SectionBoundary>
        <SummaryCard<PlatformTotals>
          title={t('totals.title')}
          query={totals}
          failedText={t('totals.failed')}
          emptyText={t('totals.empty')}
          call={callName(reportTotalsCall)}
          figures={(data) => [
            { label: t('totals.totalRewards'), value: formatUsd(data.totalRewards) },
            { label: t('totals.totalCashouts'), value: formatUsd(data.totalCashouts) },
            { label: t('totals.pendingRewards'), value: formatUsd(data.pendingRewards) },
          ]}
        />
      </SectionBoundary>
      <SectionBoundary>
        <SummaryCard<UserStatistics>
          title={t('statistics.title')}
          query={statistics}
          failedText={t('statistics.failed')}
          emptyText={t('statistics.empty')}
          call={callName(reportStatisticsCall)}
          figures={(data) => [
            { label: t('statistics.totalUsers'), value: formatCount(data.totalUsers) },
            { label: t('statistics.usersWithRewards'), value: formatCount(data.usersWithRewards) },
            {
              label: t('statistics.usersWithCashouts'),
              value: formatCount(data.usersWithCashouts),
            },
          ]}
        />
      </SectionBoundary>
    </Stack>
  );
};
