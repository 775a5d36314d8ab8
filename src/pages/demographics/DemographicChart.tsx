import { BarChart, PieChart } from '@mui/x-charts';
import type { DemographicRow } from './calls';
import { formatText, toNumber } from '../../ui/format';

export interface DemographicChartProps {
  rows: DemographicRow[];
  variant: 'bar' | 'pie';
}

/** Only what the chart can draw: a label that is text, a count that is a number. */
const drawable = (rows: DemographicRow[]) =>
  rows.map((row) => ({ value: formatText(row.value), count: toNumber(row.count) ?? 0 }));

/** Loaded lazily: x-charts is heavy and the tables beside it carry the same figures. */
const DemographicChart = ({ rows: received, variant }: DemographicChartProps) => {
  const rows = drawable(received);
  return variant === 'pie' ? (
    <PieChart
      height={220}
      series={[
        {
          data: rows.map((row, index) => ({ id: index, value: row.count, label: row.value })),
          innerRadius: 30,
        },
      ]}
    />
  ) : (
    <BarChart
      height={240}
      xAxis={[
        { scaleType: 'band', data: rows.map((row) => row.value), tickLabelStyle: { fontSize: 11 } },
      ]}
      series={[{ data: rows.map((row) => row.count), label: undefined }]}
      hideLegend
    />
  );
};

export default DemographicChart;
