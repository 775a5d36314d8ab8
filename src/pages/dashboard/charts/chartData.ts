import { isValid, parseISO } from 'date-fns';
import type { ChartData } from '../calls';
import { formatText, toNumber } from '../../../ui/format';

export interface PlotData {
  dates: Date[];
  series: { name: string; label: string; values: number[] }[];
}

/** A point the chart can draw: a readable date; a value that is no number counts 0. */
const readable = (point: { date: unknown }) =>
  typeof point.date === 'string' && isValid(parseISO(point.date));

/**
 * Aligns every series on the union of their dates, in order; a date a series lacks counts 0.
 * A series the server names not (its names are ours, so a server may leave them out) is named
 * by `unnamed` from its position (1-based) and the number of series: the console knows which
 * chart it asked for.
 */
export const toPlotData = (
  chart: ChartData | undefined,
  unnamed: (position: number, count: number) => string,
): PlotData => {
  const series = chart?.series ?? [];
  const keys = [
    ...new Set(series.flatMap((one) => one.points.filter(readable).map((point) => point.date))),
  ].sort();
  return {
    dates: keys.map((key) => parseISO(key)),
    series: series.map((one, index) => {
      const byDate = new Map(one.points.map((point) => [point.date, toNumber(point.value)]));
      return {
        name: formatText(one.name),
        label: formatText(one.label) || formatText(one.name) || unnamed(index + 1, series.length),
        values: keys.map((key) => byDate.get(key) ?? 0),
      };
    }),
  };
};

export const isEmptyPlot = (plot: PlotData) => plot.dates.length === 0 || plot.series.length === 0;
