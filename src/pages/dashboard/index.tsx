import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { CHART_TYPES } from '../../contract/fixedLists';
import { RetryAlert } from '../../ui/RetryAlert';
import { ChartPanel } from './charts/ChartPanel';
import { ImpersonationForm } from './impersonation/ImpersonationForm';
import { LastUpdated } from './stats/LastUpdated';
import { StatCallouts } from './stats/StatCallouts';
import { TotalUsersPanel } from './stats/TotalUsersPanel';
import { useStats } from './stats/useStats';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { callName } from '../../contract/call';
import { statsCall } from './calls';

/**
 * /admin/: figures, charts and impersonation (seed 000 §2). Each part loads and fails on its own;
 * the chart code (x-charts, its own chunk) is fetched only once the figures have shown.
 */
const DashboardPage = () => {
  const translate = useTranslate();
  const { data: stats, isPending, error, refetch } = useStats();
  // Fixed for the visit, so "This Week" and "This Year" do not shift under an open page.
  const [today] = useState(() => new Date());
  // The figures paint first, then the charts' code is fetched (with the figures sent
  // from the entry, they and the charts would otherwise come in one render).
  const figuresPainted = useAfterFirstPaint(!isPending);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Title title={translate('app.dashboard.title')} />
      <Box>
        <Typography variant="h4" component="h1">
          {translate('app.dashboard.title')}
        </Typography>
        <SectionBoundary>
          <LastUpdated stats={stats} loading={isPending} />
        </SectionBoundary>
      </Box>
      {error && (
        <RetryAlert onRetry={() => refetch()} failure={{ call: callName(statsCall), error }}>
          {translate('app.dashboard.stats_failed')}
        </RetryAlert>
      )}
      <SectionBoundary>
        <StatCallouts stats={stats} loading={isPending} />
      </SectionBoundary>
      <SectionBoundary>
        <TotalUsersPanel stats={stats} loading={isPending} />
      </SectionBoundary>
      {CHART_TYPES.map((type) => (
        <SectionBoundary key={type}>
          <ChartPanel type={type} today={today} canDraw={figuresPainted} />
        </SectionBoundary>
      ))}
      <SectionBoundary>
        <ImpersonationForm />
      </SectionBoundary>
    </Box>
  );
};

export default DashboardPage;
export { firstQueries } from './queries';
