import { Box, LinearProgress, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { retryableLazy } from '../../../ui/moduleCache';
import { RetryAlert } from '../../../ui/RetryAlert';
import { isEmptyPlot, toPlotData } from './chartData';
import { chartPeriods, DEFAULT_PERIOD_KEY, periodByKey } from './chartPeriods';
import { useChart } from './useChart';
import { callName } from '../../../contract/call';
import { chartCall, type ChartType } from '../calls';

const ChartPlot = retryableLazy(
  () => import('./ChartPlot'),
  (module) => module.default,
);

const PlotSkeleton = ({ label }: { label: string }) => (
  <Skeleton variant="rectangular" height={300} aria-label={label} role="progressbar" />
);

interface ChartPanelProps {
  type: ChartType;
  today: Date;
  /** False until the figures above have loaded (or failed): the chart code waits its turn. */
  canDraw: boolean;
}

/** One chart with its own period selector (seed 000 §2, §9): default 14 days. */
export const ChartPanel = ({ type, today, canDraw }: ChartPanelProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [periodKey, setPeriodKey] = useState(DEFAULT_PERIOD_KEY);
  const periods = useMemo(() => chartPeriods(today), [today]);
  const period = periodByKey(periodKey, today);
  const { data, isPending, isFetching, error, refetch } = useChart(type, period.days);
  const title = translate(`app.dashboard.charts.${type}`);
  const plot = useMemo(
    () =>
      toPlotData(data, (position, count) =>
        count === 1
          ? title
          : translate('app.dashboard.charts.series_numbered', { chart: title, n: position }),
      ),
    [data, title, translate],
  );
  const loadingLabel = translate('app.dashboard.charts.loading', { chart: title });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.dashboard.charts.period')}
          value={periodKey}
          onChange={(event) => setPeriodKey(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ width: 180, flexShrink: 0 }}
        >
          {periods.map((option) => (
            <option key={option.key} value={option.key}>
              {translate(option.labelKey, { n: option.n })}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ height: 4 }}>
        {isFetching && !isPending && <LinearProgress aria-label={loadingLabel} />}
      </Box>
      {isPending || !canDraw ? (
        <PlotSkeleton label={loadingLabel} />
      ) : error ? (
        <RetryAlert
          onRetry={() => refetch()}
          failure={{
            call: `${callName(chartCall)}?type=${type}&days_compute=${period.days}`,
            error,
          }}
        >
          {translate('app.dashboard.charts.failed', { chart: title })}
        </RetryAlert>
      ) : isEmptyPlot(plot) ? (
        <Box sx={{ height: 300, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{translate('app.dashboard.charts.empty')}</Typography>
        </Box>
      ) : (
        <Suspense fallback={<PlotSkeleton label={loadingLabel} />}>
          <ChartPlot type={type} plot={plot} title={title} />
        </Suspense>
      )}
    </Paper>
  );
};
