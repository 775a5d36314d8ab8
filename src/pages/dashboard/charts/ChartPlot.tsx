import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { format } from 'date-fns';
import { useTranslate } from 'react-admin';
import type { ChartType } from '../calls';
import type { PlotData } from './chartData';

const HEIGHT = 300;
const formatDay = (value: Date) => format(value, 'MMM d, yyyy');

/** The drawing itself, in its own chunk: x-charts loads only once the dashboard asks for it. */
const ChartPlot = ({ type, plot, title }: { type: ChartType; plot: PlotData; title: string }) => {
  const translate = useTranslate();
  const yAxis = [{ label: translate('app.dashboard.charts.count_axis'), width: 60 }];
  if (type === 'weekly_signups') {
    return (
      <BarChart
        height={HEIGHT}
        aria-label={title}
        xAxis={[
          {
            data: plot.dates,
            scaleType: 'band',
            valueFormatter: formatDay,
            label: translate('app.dashboard.charts.date_axis'),
          },
        ]}
        yAxis={yAxis}
        series={plot.series.map((one) => ({
          data: one.values,
          label: one.label || undefined,
          stack: 'signups',
        }))}
      />
    );
  }
  return (
    <LineChart
      height={HEIGHT}
      aria-label={title}
      xAxis={[
        {
          data: plot.dates,
          scaleType: 'time',
          valueFormatter: formatDay,
          label: translate('app.dashboard.charts.date_axis'),
        },
      ]}
      yAxis={yAxis}
      series={plot.series.map((one) => ({
        data: one.values,
        label: one.label || undefined,
        curve: 'linear' as const,
        showMark: plot.dates.length <= 31,
      }))}
    />
  );
};

export default ChartPlot;
