import * as z from 'zod/mini';
import { OPEN_SHAPE_VARIANTS } from './openShapeForms';
import { hideProtoKeys, restoreProtoKeys } from './ownKeys';

/**
 * The accepted variants: other plausible forms of a value whose meaning is not in
 * doubt. Each is one line of the table in docs/contract.md, written from VARIANTS. A value in
 * none of these forms is a shape error: the console never guesses.
 */
export const VARIANTS = {
  numberAsText: { label: 'number as text', sent: '"12.5"', read: '12.5' },
  booleanAsNumber: { label: 'boolean as 0/1', sent: '1, 0', read: 'true, false' },
  booleanAsText: { label: 'boolean as text', sent: '"true", "false"', read: 'true, false' },
  listAsText: {
    label: 'list as comma-separated text',
    sent: '"ai, health"',
    read: '["ai", "health"]',
  },
  nullForOptional: { label: 'null for an optional field', sent: 'null', read: '(absent)' },
  blankForOptionalChoice: {
    label: 'empty text for an optional choice',
    sent: '""',
    read: '(absent)',
  },
  missingForNullable: { label: 'missing nullable field', sent: '(absent)', read: 'null' },
  dayForDateTime: {
    label: 'date as yyyy-MM-dd',
    sent: '"2026-03-01"',
    read: '"2026-03-01T00:00:00.000Z"',
  },
  epochForDateTime: {
    label: 'date as epoch seconds',
    sent: '1772323200',
    read: '"2026-03-01T00:00:00.000Z"',
  },
  dateTimeForDay: {
    label: 'date-time where a day is expected',
    sent: '"2026-03-01T09:30:00+01:00"',
    read: '"2026-03-01"',
  },
  epochForDay: { label: 'day as epoch seconds', sent: '1772323200', read: '"2026-03-01"' },
  jsonAsText: {
    label: 'nested JSON as JSON text',
    sent: '"{\\"criteria\\":[…]}"',
    read: '{ "criteria": […] }',
  },
  objectForJsonText: {
    label: 'JSON object where JSON text is expected',
    sent: '{ "Europe": ["France"] }',
    read: '"{\\"Europe\\":[\\"France\\"]}"',
  },
  ...OPEN_SHAPE_VARIANTS,
} as const;
export type VariantName = keyof typeof VARIANTS;

let used: Set<VariantName> | undefined;

/** Notes that a parse read a variant (`collectVariants` lists them); returns the value. */
export const noted = <T>(name: VariantName, value: T): T => {
  used?.add(name);
  return value;
};

/** Runs a parse and lists the variants it accepted (the check script prints them). */
export const collectVariants = <T>(parse: () => T): { result: T; variants: VariantName[] } => {
  const outer = used;
  used = new Set();
  try {
    const result = parse();
    return { result, variants: [...used] };
  } finally {
    used = outer;
  }
};

export const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Epoch seconds up to the year 9999: a millisecond count is out of range rather than misread.
const MAX_EPOCH_SECONDS = 253_402_300_799;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isEpoch = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_EPOCH_SECONDS;
export const validDate = (text: string) => !Number.isNaN(Date.parse(text));

/** The readers of each variant: the value in canonical form, or the value unchanged. */
export const readVariant = {
  number: (value: unknown) =>
    typeof value === 'string' && NUMERIC.test(value) ? noted('numberAsText', Number(value)) : value,
  boolean: (value: unknown) => {
    if (value === 0 || value === 1) return noted('booleanAsNumber', value === 1);
    if (value === 'true' || value === 'false') return noted('booleanAsText', value === 'true');
    return value;
  },
  list: (value: unknown) =>
    typeof value === 'string'
      ? noted(
          'listAsText',
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        )
      : value,
  dateTime: (value: unknown) => {
    if (typeof value === 'string' && DAY.test(value) && validDate(value))
      return noted('dayForDateTime', `${value}T00:00:00.000Z`);
    if (isEpoch(value)) return noted('epochForDateTime', new Date(value * 1000).toISOString());
    return value;
  },
  day: (value: unknown) => {
    if (typeof value === 'string' && ISO_DATE_TIME.test(value) && validDate(value))
      return noted('dateTimeForDay', value.slice(0, 10));
    if (isEpoch(value))
      return noted('epochForDay', new Date(value * 1000).toISOString().slice(0, 10));
    return value;
  },
  json: (value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      // Read by a schema next: its `__proto__` keys go under a stand-in, as at the edge (parse.ts).
      return noted('jsonAsText', hideProtoKeys(JSON.parse(value) as unknown));
    } catch {
      return value;
    }
  },
  jsonText: (value: unknown) =>
    isRecord(value) ? noted('objectForJsonText', JSON.stringify(restoreProtoKeys(value))) : value,
};

/**
 * The writers of each variant: a canonical value in another accepted form. The mock's variant
 * fault mode and the property tests use them, so both follow the same list as the parser.
 */
export const writeVariant = {
  numberAsText: (value: number) => String(value),
  booleanAsNumber: (value: boolean) => (value ? 1 : 0),
  booleanAsText: (value: boolean) => String(value),
  listAsText: (value: readonly string[]) => value.join(', '),
  dayForDateTime: (value: string) => value.slice(0, 10),
  epochForDateTime: (value: string) => Math.floor(Date.parse(value) / 1000),
  dateTimeForDay: (value: string) => `${value}T12:00:00+00:00`,
  epochForDay: (value: string) => Date.parse(`${value}T00:00:00Z`) / 1000,
  jsonAsText: (value: unknown) => JSON.stringify(value),
  objectForJsonText: (value: string) => JSON.parse(value) as unknown,
};

/** Keys of the problem texts in the catalogue (`app.http.shape_problem.*`). */
const is = (problem: string) => ({ error: problem });

const read = <S extends z.ZodMiniType>(reader: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(reader), schema);

// The builders are marked free of side effects, so a schema that a chunk builds and never reads
// (a call object's params where only its path is used) is left out of that chunk.
/* @__NO_SIDE_EFFECTS__ */ export const text = () => z.string(is('text'));
/* @__NO_SIDE_EFFECTS__ */ export const num = () =>
  read(readVariant.number, z.number(is('number')));
/* @__NO_SIDE_EFFECTS__ */ export const bool = () =>
  read(readVariant.boolean, z.boolean(is('boolean')));
/* @__NO_SIDE_EFFECTS__ */ export const textList = () =>
  read(readVariant.list, z.array(z.string(is('text')), is('list_of_text')));
/* @__NO_SIDE_EFFECTS__ */ export const dateTime = () =>
  read(
    readVariant.dateTime,
    z.string(is('date_time')).check(z.regex(ISO_DATE_TIME, is('date_time')), z.refine(validDate)),
  );
/* @__NO_SIDE_EFFECTS__ */ export const day = () =>
  read(readVariant.day, z.string(is('day')).check(z.regex(DAY, is('day')), z.refine(validDate)));
/* @__NO_SIDE_EFFECTS__ */ export const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
) => z.enum(values, is('one_of'));
/** An object the server may send as JSON text instead (the rubric). */
/* @__NO_SIDE_EFFECTS__ */ export const json = <S extends z.ZodMiniType>(schema: S) =>
  read(readVariant.json, schema);
/** JSON kept as text (option groups, edited as text); an object sent instead is written back. */
/* @__NO_SIDE_EFFECTS__ */ export const jsonText = () =>
  read(readVariant.jsonText, z.string(is('text')));

/**
 * The schema inside `nullable` below: its transform only reads missing as null, so a record
 * value reads the same through it (the edge salvages a nullable nested record field by field).
 */
const WRAPPED = new WeakMap<object, z.ZodMiniType>();
const wrapping = <W extends z.ZodMiniType>(wrapper: W, schema: z.ZodMiniType): W => {
  WRAPPED.set(wrapper._zod.def, schema);
  return wrapper;
};
export const wrappedSchemaOf = (schema: z.ZodMiniType): z.ZodMiniType | undefined =>
  WRAPPED.get(schema._zod.def);

/** `field?: T`: missing, or null read as missing. */
/* @__NO_SIDE_EFFECTS__ */ export const optional = <S extends z.ZodMiniType>(
  schema: S,
): z.ZodMiniOptional<z.ZodMiniType<z.output<S> | undefined, unknown>> =>
  z.optional(
    z.pipe(
      z.transform((value: unknown): unknown =>
        value === null ? noted('nullForOptional', undefined) : value,
      ),
      z.optional(schema),
    ),
  );

/** `field?: one of values`: missing, null or empty text read as not chosen. */
/* @__NO_SIDE_EFFECTS__ */ export const optionalChoice = <
  const T extends readonly [string, ...string[]],
>(
  values: T,
) =>
  optional(
    z.pipe(
      z.transform((value: unknown): unknown =>
        value === '' ? noted('blankForOptionalChoice', undefined) : value,
      ),
      z.optional(oneOf(values)),
    ),
  );

/** `field: T | null`: null, or missing read as null. */
/* @__NO_SIDE_EFFECTS__ */ export const nullable = <S extends z.ZodMiniType>(
  schema: S,
): z.ZodMiniType<z.output<S> | null, unknown> =>
  wrapping(
    z.pipe(
      z.transform((value: unknown): unknown =>
        value === undefined ? noted('missingForNullable', null) : value,
      ),
      z.nullable(schema),
    ),
    schema,
  );

/** `field?: T | null`: both empty forms are canonical. */
/* @__NO_SIDE_EFFECTS__ */ export const nullish = <S extends z.ZodMiniType>(schema: S) =>
  z.optional(z.nullable(schema));
