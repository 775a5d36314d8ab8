import { setOwn } from '../src/contract/ownKeys';
import type * as z from 'zod/mini';
import { CONTRACT_CALLS, type ContractCall } from '../src/contract-tools/calls';
import { metaSchema } from '../src/contract/envelope';
import { fieldMarkOf } from '../src/contract-tools/fieldMarks';
import { openShapeOf } from '../src/contract/openShapes';
import { isRecord } from '../src/contract/variants';
import { createRng, type Rng } from './db/random';
import { writeOpenShape } from './openShapeWriters';
import { defOf } from '../src/contract/schemaDef';

/**
 * The `named` answer mode: an answer as a server that sends only what the seeds
 * and the CONTRACT name. Walks the call's answer schema with the answer: every field marked ours
 * and every key the schema does not know is left out, at every depth (JSON texts included), and
 * each open shape comes in another of its accepted forms, chosen by a seeded generator. Loaded
 * only when the mode is on (route.ts), so the plain mock never carries the call table.
 */

/** Wrappers whose inner schema reads the value when it is there. */
const WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'catch', 'default', 'prefault']);
const STRUCTURES = new Set(['object', 'array', 'record']);

/** A structure the server sent as JSON text (the rubric): its parsed value, else undefined. */
const jsonInText = (value: unknown): unknown => {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** Of the options a value parses with, the one whose shape knows most of its keys. */
const optionFor = (options: z.ZodMiniType[], value: unknown) => {
  const known = (option: z.ZodMiniType) => {
    const shape = defOf(option).shape;
    return shape && isRecord(value) ? Object.keys(value).filter((key) => key in shape).length : 0;
  };
  const fitting = options.filter((option) => option.safeParse(value).success);
  return fitting.sort((a, b) => known(b) - known(a))[0];
};

const namedOnly = (schema: z.ZodMiniType, value: unknown, rng: Rng): unknown => {
  const shape = openShapeOf(schema);
  const named = structure(schema, value, rng);
  return shape ? writeOpenShape(shape, named, value, rng) : named;
};

const structure = (schema: z.ZodMiniType, value: unknown, rng: Rng): unknown => {
  const def = defOf(schema);
  const parsed = STRUCTURES.has(def.type) ? jsonInText(value) : undefined;
  if (parsed !== undefined) return JSON.stringify(structure(schema, parsed, rng));
  if (def.type === 'object' && def.shape && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape))
      if (Object.hasOwn(value, key) && !fieldMarkOf(field)?.['x-ours'])
        setOwn(out, key, namedOnly(field, value[key], rng));
    return out;
  }
  if (def.type === 'array' && def.element && Array.isArray(value))
    return value.map((item) => namedOnly(def.element!, item, rng));
  if (def.type === 'record' && def.valueType && isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, namedOnly(def.valueType!, item, rng)]),
    );
  if (WRAPPERS.has(def.type) && def.innerType)
    return value === null || value === undefined ? value : namedOnly(def.innerType, value, rng);
  // A reader (`pipe(transform, schema)`) reads the value with its schema; a plain pipe with its input.
  if (def.type === 'pipe' && def.in && def.out)
    return namedOnly(defOf(def.in).type === 'transform' ? def.out : def.in, value, rng);
  if (def.type === 'union' && def.options) {
    const option = optionFor(def.options, value);
    return option ? namedOnly(option, value, rng) : value;
  }
  return value;
};

const patternOf = (call: ContractCall) =>
  new RegExp(`^${call.path.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`);
// Calls without parameters first: `/demographics/timestamp` before `/demographics/{kind}`.
const CALLS = [...CONTRACT_CALLS]
  .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')))
  .map((call) => ({ call, pattern: patternOf(call) }));

/** The contract call a request is, by method and path relative to the API base. */
export const callOf = (method: string, path: string): ContractCall | undefined =>
  CALLS.find(({ call, pattern }) => call.method === method && pattern.test(path))?.call;

/**
 * Whether the seeds and the CONTRACT name nothing of this call's answer (its schema is marked
 * ours as a whole: the upload callbacks, CONTRACT §7). A server of either answer mode then
 * sends no body at all (a 204): any such call, present or added later, is covered by its mark.
 */
export const answersNothing = (method: string, path: string): boolean => {
  const call = callOf(method, path);
  return Boolean(call && fieldMarkOf(call.answer)?.['x-ours']);
};

/**
 * The answer body with only named fields and its open shapes in other forms; the same seed and
 * request give the same answer. Calls outside the table and bodies without `data` pass as they are.
 */
export const namedAnswer = (body: unknown, method: string, path: string, seed = 1): unknown => {
  const call = callOf(method, path);
  if (!call || !isRecord(body) || !('data' in body)) return body;
  const rng = createRng(`${seed}:${method} ${path}`);
  const data = namedOnly(call.answer, body.data, rng);
  return 'meta' in body ? { data, meta: namedOnly(metaSchema, body.meta, rng) } : { data };
};
