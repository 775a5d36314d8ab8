import { isValid, parseISO } from 'date-fns';
import type { ChartData } from '../../../contract';
import { formatText, toNumber } from '../../../ui/format';

export interface PlotData {
  dates: Date[];
  series: { name: string; label: string; values: number[] }[];
}

/** A point the chart can draw: a readable date; a value that is no number counts 0. */
const readable = (point: { date: unknown }) =>
  typeof point.date === 'string' && isValid(parseISO(point.date));

/** Aligns every series on the union of their dates, in order; a date a series lacks counts 0. */
export const toPlotData = (chart: ChartData | undefined): PlotData => {
  const series = chart?.series ?? [];
  const keys = [
    ...new Set(series.flatMap((one) => one.points.filter(readable).map((point) => point.date))),
  ].sort();
  return {
    dates: keys.map((key) => parseISO(key)),
    series: series.map((one) => {
      const byDate = new Map(one.points.map((point) => [point.date, toNumber(point.value)]));
      return {
        name: formatText(one.name),
        // A series given without names (a plain list of points) has no legend entry.
        label: formatText(one.label) || formatText(one.name),
        values: keys.map((key) => byDate.get(key) ?? 0),
      };
    }),
  };
};

export const isEmptyPlot = (plot: PlotData) => plot.dates.length === 0 || plot.series.length === 0;
