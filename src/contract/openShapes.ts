import * as z from 'zod/mini';
import {
  DAY,
  ISO_DATE_TIME,
  isEpoch,
  isRecord,
  noted,
  NUMERIC,
  validDate,
  type VariantName,
} from './variants';
import { plainKey } from './ownKeys';

/**
 * Readers of the shapes the seeds leave open (the lines of openShapeForms.ts):
 * each turns a value in one of the common forms into our own shape, or leaves it as it is for
 * the schema to judge. The mock's `named` answer mode writes the same forms
 * (mocks/openShapeWriters.ts).
 */

const DATE_KEYS = ['date', 'day', 'x', 'label', 'period', 'week'] as const;
const VALUE_KEYS = ['value', 'count', 'y', 'total', 'sum', 'amount'] as const;
const LABEL_LIST_KEYS = ['labels', 'dates', 'days', 'x'] as const;
const VALUE_LIST_KEYS = ['values', 'data', 'counts', 'y'] as const;

const first = (object: Record<string, unknown>, keys: readonly string[]) => {
  const key = keys.find((name) => object[name] !== undefined && object[name] !== null);
  return key === undefined ? undefined : object[key];
};
const isDateKey = (key: string) => (DAY.test(key) || ISO_DATE_TIME.test(key)) && validDate(key);
const isNumberLike = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && NUMERIC.test(value));

type Point = { date: unknown; value: unknown };

/** A list of points in any of the point forms, each point as `{ date, value }`; else undefined. */
const readPoints = (value: unknown): { points: Point[]; form?: VariantName } | undefined => {
  if (Array.isArray(value)) {
    if (value.every((item) => Array.isArray(item) && item.length === 2))
      return {
        points: (value as unknown[][]).map(([date, count]) => ({ date, value: count })),
        form: value.length ? 'seriesAsPairs' : undefined,
      };
    if (!value.every(isRecord)) return undefined;
    const points = value.map((item) => ({
      date: first(item, DATE_KEYS),
      value: first(item, VALUE_KEYS),
    }));
    const ours = value.every((item) => 'date' in item && 'value' in item);
    return { points, form: ours ? undefined : 'seriesAsPointList' };
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (
      entries.length === 0 ||
      !entries.every(([key, count]) => isDateKey(key) && isNumberLike(count))
    )
      return undefined;
    return {
      points: entries.map(([date, count]) => ({ date, value: count })).sort(byDate),
      form: 'seriesAsDayMap',
    };
  }
  return undefined;
};
const byDate = (a: Point, b: Point) => String(a.date).localeCompare(String(b.date));

const parallelPoints = (value: Record<string, unknown>): Point[] | undefined => {
  const dates = first(value, LABEL_LIST_KEYS);
  const counts = first(value, VALUE_LIST_KEYS);
  if (!Array.isArray(dates) || !Array.isArray(counts) || dates.length !== counts.length)
    return undefined;
  return dates.map((date, index) => ({ date, value: counts[index] as unknown }));
};

const oneSeries = (points: Point[]) => ({ series: [{ name: '', label: '', points }] });

/** A series of our shape whose points (or `data`) may be in any point form. */
const readSeries = (value: unknown) => {
  if (!isRecord(value)) return value;
  const read = readPoints(value.points ?? value.data);
  if (!read) return value;
  if (read.form) noted(read.form, undefined);
  const { data: _data, ...rest } = value;
  const name = value.name ?? value.label ?? '';
  return { ...rest, name, label: value.label ?? name, points: read.points };
};

/** A chart's answer in any series form, as `{ type?, series: [{ name, label, points }] }`. */
export const readChart = (value: unknown): unknown => {
  if (isRecord(value) && Array.isArray(value.series))
    return { ...value, series: value.series.map(readSeries) };
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => isRecord(item) && 'data' in item)
  )
    return noted('seriesAsNamedData', { series: value.map(readSeries) });
  if (isRecord(value)) {
    const parallel = parallelPoints(value);
    if (parallel) return noted('seriesAsParallelLists', oneSeries(parallel));
  }
  const read = readPoints(value);
  if (!read) return value;
  return read.form ? noted(read.form, oneSeries(read.points)) : oneSeries(read.points);
};

/** Rails sends epoch seconds; a number this large can only be milliseconds. */
const MILLISECONDS_FROM = 1e11;

/**
 * A value only displayed as a date (the last-updated note): an ISO date-time, a day, epoch
 * seconds or milliseconds (as numbers or numeric text) are read as an ISO date-time; any other
 * text is kept as it is, to be shown as given.
 */
export const readDisplayDate = (value: unknown): unknown => {
  const number = typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) {
    if (Math.abs(number) >= MILLISECONDS_FROM)
      return noted('epochMillisForDateTime', new Date(number).toISOString());
    // Epoch seconds are as canonical here as an ISO text (`updatedAtTimestamp`).
    if (isEpoch(number)) return new Date(number * 1000).toISOString();
  }
  if (typeof value !== 'string') return value;
  if (ISO_DATE_TIME.test(value) && validDate(value)) return value;
  if (DAY.test(value) && validDate(value)) return noted('dayForDateTime', `${value}T00:00:00.000Z`);
  return value === '' ? value : noted('displayText', value);
};

/** Whether a display date was read as a date (else it is a text to show as it is). */
export const isDisplayDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE_TIME.test(value) && validDate(value);

const joinName = (...parts: unknown[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');

/** The opportunity's supervisor: `{ fullName }`, its name as text, or other name keys. */
export const readSupervisor = (value: unknown): unknown => {
  if (typeof value === 'string')
    return value.trim() === '' ? null : noted('supervisorAsText', { fullName: value });
  if (!isRecord(value) || typeof value.fullName === 'string') return value;
  const fullName =
    first(value, ['full_name', 'name']) ??
    (joinName(value.firstName ?? value.first_name, value.lastName ?? value.last_name) || undefined);
  return fullName === undefined ? value : noted('supervisorNameKeys', { ...value, fullName });
};

const OPTION_VALUE_KEYS = ['value', 'id'] as const;
const OPTION_LABEL_KEYS = ['label', 'name', 'text', 'title'] as const;

/** One option: `{ value, label }`, `{ id, name }`…, a `[label, value]` pair, or the value alone. */
export const readOption = (value: unknown): unknown => {
  if (typeof value === 'string' || typeof value === 'number')
    return noted('optionAsValue', { value, label: String(value) });
  if (Array.isArray(value) && value.length === 2) {
    const [a, b] = value as unknown[];
    // Rails' [text, value]; a number beside a text is the value wherever it stands.
    const [label, option] = typeof a === 'number' && typeof b === 'string' ? [b, a] : [a, b];
    return noted('optionAsPair', { value: option, label: String(label) });
  }
  if (!isRecord(value)) return value;
  if ('value' in value && 'label' in value) return value;
  const option = first(value, OPTION_VALUE_KEYS);
  const label = first(value, OPTION_LABEL_KEYS);
  if (option === undefined) return value;
  if (label === undefined)
    return noted('optionAsValue', { ...value, value: option, label: String(option) });
  return noted('optionAsIdName', { ...value, value: option, label });
};

export const readOptions = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(readOption) : value;

/** Option groups (locations by continent): a list of `{ label, options }`, or a map of them. */
export const readOptionGroups = (value: unknown): unknown => {
  if (isRecord(value) && Object.values(value).every(Array.isArray))
    return noted(
      'optionGroupsAsMap',
      // A label is a key here: one named `__proto__` came under a stand-in (ownKeys.ts).
      Object.entries(value).map(([label, options]) => ({ label: plainKey(label), options })),
    );
  return value;
};

/** The keys a rubric criterion's colour codes may come under; the first is ours. */
export const COLOUR_KEYS = [
  'colour_codes',
  'colors',
  'colours',
  'color_codes',
  'colorCodes',
  'colourCodes',
] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];

/** The key a criterion holds its colours under (the form edits that one, so it goes back). */
export const colourKeyOf = (criterion: unknown): ColourKey =>
  (isRecord(criterion) && COLOUR_KEYS.find((key) => criterion[key] !== undefined)) ||
  'colour_codes';

export const readColourKeys = (value: unknown): unknown =>
  colourKeyOf(value) === 'colour_codes' ? value : noted('colourCodesUnderOtherKey', value);

/** Which open shape a schema is: the mock's `named` mode writes it in another of its forms. */
export type OpenShapeName =
  'chart' | 'displayDate' | 'supervisor' | 'options' | 'optionGroups' | 'colourKeys';

const SHAPES = new WeakMap<object, OpenShapeName>();

/** Marks a schema as an open shape; its copies (`named`, `clone`) share the mark. */
export const openShape = <S extends z.ZodMiniType>(name: OpenShapeName, schema: S): S => {
  SHAPES.set(schema._zod.def, name);
  return schema;
};
export const openShapeOf = (schema: z.ZodMiniType): OpenShapeName | undefined =>
  SHAPES.get(schema._zod.def);

const read = <S extends z.ZodMiniType>(reader: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(reader), schema);

export const chartShape = <S extends z.ZodMiniType>(schema: S) =>
  openShape('chart', read(readChart, schema));
export const displayDate = () =>
  openShape('displayDate', read(readDisplayDate, z.string({ error: 'date_time' })));
export const supervisorShape = <S extends z.ZodMiniType>(schema: S) =>
  openShape('supervisor', read(readSupervisor, schema));
export const optionsShape = <S extends z.ZodMiniType>(schema: S) =>
  openShape('options', read(readOptions, schema));
export const optionGroupsShape = <S extends z.ZodMiniType>(schema: S) =>
  openShape('optionGroups', read(readOptionGroups, schema));
export const colourKeysShape = <S extends z.ZodMiniType>(schema: S) =>
  openShape('colourKeys', read(readColourKeys, schema));
