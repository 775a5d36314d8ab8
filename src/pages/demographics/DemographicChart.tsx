import { BarChart, PieChart } from '@mui/x-charts';
import type { DemographicRow } from '../../contract';

export interface DemographicChartProps {
  rows: DemographicRow[];
  variant: 'bar' | 'pie';
}

/** Loaded lazily: x-charts is heavy and the tables beside it carry the same figures. */
const DemographicChart = ({ rows, variant }: DemographicChartProps) =>
  variant === 'pie' ? (
    <PieChart
      height={220}
      series={[
        {
          data: rows.map((row) => ({ id: row.value, value: row.count, label: row.value })),
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

export default DemographicChart;
