import type * as z from 'zod/mini';
import { markOf } from '../contract/marks';
import { COLOUR_KEYS } from '../contract/openShapes';
import { defOf } from '../contract/schemaDef';
import { isRecord } from '../contract/variants';

/**
 * The fields of ours an answer left out (or gave in a form that was dropped), as
 * `data.userPath` or `data[].titlePath` (every row at once). The console works without them, so
 * `contract:check` reports them beside an ok, never as a mismatch. Walks the schema beside the
 * parsed value: objects, lists, maps, and the wrappers around them (optional, nullable, pipe,
 * catch, union).
 */

const isOurs = (field: z.ZodMiniType): boolean => {
  for (let schema: z.ZodMiniType | undefined = field; schema;) {
    if (markOf(schema)?.['x-ours']) return true;
    const def = defOf(schema);
    schema = def.type === 'optional' || def.type === 'catch' ? def.innerType : undefined;
  }
  return false;
};

/** Keys that stand for one another (the rubric's colours): one of them present is enough. */
const ALTERNATES: readonly (readonly string[])[] = [COLOUR_KEYS];
const alternateGiven = (key: string, value: Record<string, unknown>) =>
  ALTERNATES.some(
    (keys) =>
      keys.includes(key) && (keys[0] !== key || keys.some((other) => value[other] !== undefined)),
  );

const walk = (schema: z.ZodMiniType, value: unknown, path: string, found: Set<string>): void => {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      if (!isRecord(value) || !def.shape) return;
      for (const [key, field] of Object.entries(def.shape)) {
        const at = `${path}.${key}`;
        if (value[key] === undefined) {
          // Of alternate keys, only the first is told, and only when none of them came.
          if (isOurs(field) && !alternateGiven(key, value)) found.add(at);
        } else walk(field, value[key], at, found);
      }
      return;
    case 'array':
      if (Array.isArray(value) && def.element)
        for (const item of value) walk(def.element, item, `${path}[]`, found);
      return;
    case 'record':
      if (isRecord(value) && def.valueType)
        for (const item of Object.values(value)) walk(def.valueType, item, `${path}{}`, found);
      return;
    case 'pipe':
      if (def.out) walk(def.out, value, path, found);
      return;
    case 'union': {
      // The option the value reads as: the one that leaves out the fewest fields of ours.
      let best: Set<string> | undefined;
      for (const option of def.options ?? []) {
        if (!option.safeParse(value).success) continue;
        const missing = new Set<string>();
        walk(option, value, path, missing);
        if (!best || missing.size < best.size) best = missing;
      }
      best?.forEach((at) => found.add(at));
      return;
    }
    default:
      if (def.innerType) walk(def.innerType, value, path, found);
  }
};

/** The paths of the fields of ours missing from `data`, the answer as the schema read it. */
export const missingOurs = (schema: z.ZodMiniType, data: unknown): string[] => {
  const found = new Set<string>();
  walk(schema, data, 'data', found);
  return [...found];
};
