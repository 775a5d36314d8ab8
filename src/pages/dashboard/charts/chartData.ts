import { parseISO } from 'date-fns';
import type { ChartData } from '../../../contract';

export interface PlotData {
  dates: Date[];
  series: { name: string; label: string; values: number[] }[];
}

/** Aligns every series on the union of their dates, in order; a date a series lacks counts 0. */
export const toPlotData = (chart: ChartData | undefined): PlotData => {
  const series = chart?.series ?? [];
  const keys = [...new Set(series.flatMap((one) => one.points.map((point) => point.date)))].sort();
  return {
    dates: keys.map((key) => parseISO(key)),
    series: series.map((one) => {
      const byDate = new Map(one.points.map((point) => [point.date, point.value]));
      return { name: one.name, label: one.label, values: keys.map((key) => byDate.get(key) ?? 0) };
    }),
  };
};

export const isEmptyPlot = (plot: PlotData) => plot.dates.length === 0 || plot.series.length === 0;
