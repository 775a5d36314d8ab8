import * as z from 'zod/mini';
import type { Salvaged } from '../contract/envelope';
import { isRecord, wrappedSchemaOf } from '../contract/variants';
import { at, describeMismatch, firstIssue } from '../contract/mismatch';
import { hideProtoKeys, plainKey, restoreProtoKeys, setOwn } from '../contract/ownKeys';
import { interpolate } from '../i18n/format';
import { common } from '../i18n/messages/common';
import { ApiError, HTTP_MESSAGES } from './errors';

/**
 * Parsing at the edge: every answer passes its schema where it enters, in the
 * dataProvider's methods and the solver's api module. A mismatch is an ApiError of kind
 * `shape` naming the call and the path; the raw value goes to the console's log.
 */
type Path = readonly PropertyKey[];
type Issue = z.core.$ZodIssue;

/**
 * The sentence of one issue, logged with the raw value it is about. What the schema read held
 * `__proto__` keys under a stand-in (`hideProtoKeys`): the sentence names them as sent.
 */
const reportIssue = (call: string, hidden: Issue, hiddenRoot: unknown, prefix: Path): string => {
  const issue = { ...hidden, path: hidden.path.map(plainKey) } as Issue;
  const root = restoreProtoKeys(hiddenRoot);
  const raw = at(root, issue.path);
  const { path, problem } = describeMismatch([issue], root, prefix);
  const message = interpolate(common.http.shape_at, { call, path, problem });
  console.error(`${message} (received: ${JSON.stringify(raw) ?? 'nothing'})`, { raw });
  return message;
};

/** A sentence for staff as the message, the call and path as its detail. */
const shapeError = (call: string, issue: Issue, root: unknown, prefix: Path): ApiError =>
  new ApiError({
    message: HTTP_MESSAGES.shape,
    detail: reportIssue(call, issue, root, prefix),
    status: 200,
    kind: 'shape',
  });

const NOT_A_LIST: Issue = { code: 'invalid_type', expected: 'array', path: [], message: 'list' };

/** The answer's `data` read by `schema`, or a shape error for `call` (e.g. `GET /admin/stats`). */
export const parseData = <S extends z.ZodMiniType>(
  call: string,
  schema: S,
  data: unknown,
  prefix: Path = ['data'],
): z.output<S> => {
  const hidden = hideProtoKeys(data);
  const result = schema.safeParse(hidden);
  if (result.success) return restoreProtoKeys(result.data);
  throw shapeError(call, firstIssue(result.error.issues), hidden, prefix);
};

/** Per row schema, the schema without a given set of failed fields. */
const omitted = new WeakMap<z.ZodMiniObject, Map<string, z.ZodMiniType>>();

const without = (row: z.ZodMiniObject, keys: string[]): z.ZodMiniType => {
  const byMask = omitted.get(row) ?? new Map<string, z.ZodMiniType>();
  omitted.set(row, byMask);
  const mask = keys.join(',');
  let schema = byMask.get(mask);
  // Built once per set of failed fields, so a bad column costs one schema, not one per row.
  if (!schema) {
    schema = z.omit(row, Object.fromEntries(keys.map((key) => [key, true] as const)));
    byMask.set(mask, schema);
  }
  return schema;
};

/**
 * A list a grid, cards or table shows: a row that fails only on fields other than
 * its identity keeps its other fields, and the failed ones go to `_unreadable` as received.
 * No list, or a row without a readable identity, is a shape error for the call.
 */
export const parseRows = <S extends z.ZodMiniObject>(
  call: string,
  row: S,
  data: unknown,
  options: { id?: string; prefix?: Path } = {},
): Salvaged<z.output<S>>[] => {
  const prefix = options.prefix ?? ['data'];
  if (!Array.isArray(data)) throw shapeError(call, NOT_A_LIST, data, prefix);
  return data.map((value: unknown, index) =>
    restoreProtoKeys(salvage(call, row, hideProtoKeys(value), [...prefix, index], options.id)),
  );
};

/** The object schema of a field, also inside `nullable` (contract/variants.ts). */
const objectSchemaOf = (field: z.ZodMiniType | undefined): z.ZodMiniObject | undefined => {
  const schema = field && (wrappedSchemaOf(field) ?? field);
  return schema?._zod.def.type === 'object' ? (schema as z.ZodMiniObject) : undefined;
};

/** One record, salvaged field by field like a list row; `id` names its identity, if any. */
const salvage = <S extends z.ZodMiniObject>(
  call: string,
  row: S,
  value: unknown,
  prefix: Path,
  id: string | undefined,
): Salvaged<z.output<S>> => {
  const result = row.safeParse(value);
  if (result.success) return result.data;
  const fields = new Set<PropertyKey | undefined>(
    result.error.issues.map((issue) => issue.path[0]),
  );
  const rowLevel = fields.has(undefined) || typeof value !== 'object' || value === null;
  if (rowLevel || (id !== undefined && fields.has(id)))
    throw shapeError(call, firstIssue(result.error.issues), value, prefix);
  const keys = [...fields]
    .filter((key) => key !== undefined)
    .map(String)
    .sort();
  const source = value as Record<string, unknown>;
  // A nested record (a payload, a person) keeps the fields it can read, at any depth.
  const nested: Record<string, unknown> = {};
  for (const key of keys) {
    const field = objectSchemaOf(row._zod.def.shape[key] as z.ZodMiniType | undefined);
    const inner = source[key];
    if (!field || !isRecord(inner)) continue;
    setOwn(nested, key, salvage(call, field, inner, [...prefix, key], undefined));
  }
  const dropped = keys.filter((key) => !Object.hasOwn(nested, key));
  const unreadable = Object.fromEntries(dropped.map((key) => [key, source[key]]));
  for (const issue of result.error.issues)
    if (!Object.hasOwn(nested, String(issue.path[0]))) reportIssue(call, issue, value, prefix);
  const rest = without(row, keys).parse(value) as z.output<S>;
  return {
    ...rest,
    ...nested,
    ...(dropped.length > 0 ? { _unreadable: unreadable } : {}),
  } as Salvaged<z.output<S>>;
};

/**
 * A detail record: like a list row, a field that cannot be read is left out (its
 * raw value in `_unreadable`) and the rest is shown; only an answer that is no record, or whose
 * `identity` field (the one the screen cannot work without) cannot be read, fails.
 */
export const parseRecord = <S extends z.ZodMiniObject>(
  call: string,
  schema: S,
  data: unknown,
  identity?: string,
): Salvaged<z.output<S>> =>
  restoreProtoKeys(salvage(call, schema, hideProtoKeys(data), ['data'], identity));

/**
 * The answer of a mutation that the server answered with a 2xx: the server did
 * it, whatever the body holds. Each field of `schema` that can be read is kept; the others
 * (a missing field, a body that is empty, `{}`, `null` or not JSON) are left out and logged,
 * so the screen uses its fallback and never reports a failure the server did not have.
 */
export const parseDone = <S extends z.ZodMiniObject>(
  call: string,
  schema: S,
  data: unknown,
): Partial<z.output<S>> => {
  const hidden = hideProtoKeys(data);
  const whole = schema.safeParse(hidden);
  if (whole.success) return restoreProtoKeys(whole.data) as Partial<z.output<S>>;
  if (typeof hidden !== 'object' || hidden === null || Array.isArray(hidden)) return {};
  const source = hidden as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema._zod.def.shape)) {
    if (!Object.hasOwn(source, key) || source[key] === undefined) continue;
    const result = (field as z.ZodMiniType).safeParse(source[key]);
    if (result.success) setOwn(read, key, result.data);
    else
      for (const issue of result.error.issues)
        reportIssue(call, { ...issue, path: [key, ...issue.path] }, hidden, ['data']);
  }
  return restoreProtoKeys(read) as Partial<z.output<S>>;
};
