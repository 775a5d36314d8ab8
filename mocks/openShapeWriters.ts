import {
  COLOUR_KEYS,
  isDisplayDate,
  readDisplayDate,
  type OpenShapeName,
} from '../src/contract/openShapes';
import { DAY, isRecord, type VariantName } from '../src/contract/variants';
import type { Rng } from './db/random';

/**
 * The writers of the open shapes' other forms: the `named` answer mode gives each
 * open shape in one of them, the same lines of the accepted-variant table that
 * src/contract/openShapes.ts reads. `named` is the value with only its named fields; `given` is
 * the mock's own value, for what a form carries that our shape keeps under a key of ours (a
 * series' name, an option's label, the colour codes).
 */
interface Form {
  name: VariantName;
  fits: (named: unknown, given: unknown) => boolean;
  write: (named: unknown, given: unknown, rng: Rng) => unknown;
}

type Point = { date: string; value: number };
type Series = { name?: string; points: Point[] };
type Option = { value: string | number; label?: string };

const seriesOf = (value: unknown) =>
  isRecord(value) && Array.isArray(value.series) ? (value.series as Series[]) : [];
/** Series that each have points on distinct days (a day map keeps one value a day). */
const everySeriesDaily = (value: unknown) =>
  seriesOf(value).length > 0 &&
  seriesOf(value).every(({ points }) => {
    const days = points.map((point) => point.date);
    return (
      days.length > 0 && days.every((date) => DAY.test(date)) && new Set(days).size === days.length
    );
  });
const oneSeries = (value: unknown) => seriesOf(value).length === 1 && everySeriesDaily(value);
const pointsOf = (value: unknown) => seriesOf(value)[0].points;

/** A series' points in the other point forms. */
const POINT_FORMS: { name: VariantName; write: (points: Point[], rng: Rng) => unknown }[] = [
  {
    name: 'seriesAsPointList',
    write: (points, rng) => {
      const dateKey = rng.pick(['date', 'day', 'x', 'period']);
      const valueKey = rng.pick(['value', 'count', 'y', 'total']);
      return points.map((point) => ({ [dateKey]: point.date, [valueKey]: point.value }));
    },
  },
  {
    name: 'seriesAsDayMap',
    write: (points) => Object.fromEntries(points.map((point) => [point.date, point.value])),
  },
  { name: 'seriesAsPairs', write: (points) => points.map((point) => [point.date, point.value]) },
];

const chart: Form[] = [
  // One series: its points alone, in any point form.
  ...POINT_FORMS.map((form): Form => ({
    name: form.name,
    fits: oneSeries,
    write: (named, _, rng) => form.write(pointsOf(named), rng),
  })),
  {
    name: 'seriesAsParallelLists',
    fits: oneSeries,
    write: (named) => ({
      labels: pointsOf(named).map((point) => point.date),
      values: pointsOf(named).map((point) => point.value),
    }),
  },
  // Any number of series: each one's points in a point form.
  ...POINT_FORMS.map((form): Form => ({
    name: form.name,
    fits: everySeriesDaily,
    write: (named, _, rng) => ({
      series: seriesOf(named).map((series) => ({ points: form.write(series.points, rng) })),
    }),
  })),
  {
    name: 'seriesAsNamedData',
    fits: (named) => seriesOf(named).length > 0,
    // Chartkick's form names each series: the name belongs to the form.
    write: (named, given) =>
      seriesOf(named).map((series, index) => ({
        ...(seriesOf(given)[index]?.name ? { name: seriesOf(given)[index].name } : {}),
        data: series.points,
      })),
  },
];

const isoOf = (value: unknown) => {
  const read = readDisplayDate(value);
  return isDisplayDate(read) ? read : undefined;
};
const displayDate: Form[] = [
  {
    name: 'epochMillisForDateTime',
    fits: (named) => isoOf(named) !== undefined,
    write: (named) => Date.parse(isoOf(named)!),
  },
  {
    name: 'dayForDateTime',
    fits: (named) => isoOf(named) !== undefined,
    write: (named) => isoOf(named)!.slice(0, 10),
  },
  {
    name: 'displayText',
    fits: (named) => isoOf(named) !== undefined,
    write: (named) => new Date(isoOf(named)!).toUTCString(),
  },
];

const fullNameOf = (value: unknown) =>
  isRecord(value) && typeof value.fullName === 'string' && value.fullName.trim() !== ''
    ? value.fullName
    : undefined;
const supervisor: Form[] = [
  {
    name: 'supervisorAsText',
    fits: (named) => fullNameOf(named) !== undefined,
    write: (named) => fullNameOf(named),
  },
  {
    name: 'supervisorNameKeys',
    fits: (named) => fullNameOf(named) !== undefined,
    write: (named, _, rng) => {
      const name = fullNameOf(named)!;
      const space = name.indexOf(' ');
      return rng.pick([
        { full_name: name },
        { name },
        space > 0
          ? { first_name: name.slice(0, space), last_name: name.slice(space + 1) }
          : { name },
      ]);
    },
  },
];

const optionsOf = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord)
    ? (value as Option[])
    : undefined;
const options: Form[] = [
  {
    name: 'optionAsIdName',
    fits: (named) => optionsOf(named) !== undefined,
    write: (named, given) =>
      optionsOf(named)!.map((option, index) => {
        const label = optionsOf(given)?.[index]?.label;
        return label === undefined ? { id: option.value } : { id: option.value, name: label };
      }),
  },
  {
    name: 'optionAsPair',
    fits: (named, given) =>
      optionsOf(named) !== undefined && !!optionsOf(given)?.every((option) => option.label),
    write: (named, given) =>
      optionsOf(named)!.map((option, index) => [optionsOf(given)![index].label, option.value]),
  },
  {
    name: 'optionAsValue',
    // Only where the label says no more than the value: the form has none.
    fits: (named, given) =>
      optionsOf(named) !== undefined &&
      !!optionsOf(given)?.every(
        (option) => option.label === undefined || option.label === String(option.value),
      ),
    write: (named) => optionsOf(named)!.map((option) => option.value),
  },
];

const groupLabels = (given: unknown) =>
  Array.isArray(given) ? given.map((group) => (isRecord(group) ? group.label : undefined)) : [];
const optionGroups: Form[] = [
  {
    name: 'optionGroupsAsMap',
    fits: (named, given) => {
      const labels = groupLabels(given);
      return (
        Array.isArray(named) &&
        labels.length > 0 &&
        labels.every((label) => typeof label === 'string' && label !== '') &&
        new Set(labels).size === labels.length
      );
    },
    write: (named, given) =>
      Object.fromEntries(
        (named as Record<string, unknown>[]).map((group, index) => [
          groupLabels(given)[index] as string,
          group.options ?? [],
        ]),
      ),
  },
];

const colourKeys: Form[] = [
  {
    name: 'colourCodesUnderOtherKey',
    fits: (named, given) => isRecord(named) && isRecord(given) && given.colour_codes !== undefined,
    write: (named, given, rng) => ({
      ...(named as Record<string, unknown>),
      [rng.pick(COLOUR_KEYS.slice(1))]: (given as Record<string, unknown>).colour_codes,
    }),
  },
];

const FORMS: Record<OpenShapeName, Form[]> = {
  chart,
  displayDate,
  supervisor,
  options,
  optionGroups,
  colourKeys,
};

/** The value in another accepted form of its open shape, chosen by `rng`; as it is if none fits. */
export const writeOpenShape = (
  shape: OpenShapeName,
  named: unknown,
  given: unknown,
  rng: Rng,
): unknown => {
  const fitting = FORMS[shape].filter((form) => form.fits(named, given));
  return fitting.length === 0 ? named : rng.pick(fitting).write(named, given, rng);
};

/** The forms the mock writes for each open shape (a test checks each is a line the console reads). */
export const OPEN_SHAPE_FORMS = Object.fromEntries(
  Object.entries(FORMS).map(([shape, forms]) => [shape, forms.map((form) => form.name)]),
) as Record<OpenShapeName, VariantName[]>;
