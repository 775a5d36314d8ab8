import type * as z from 'zod/mini';
import { CONTRACT_CALLS } from './calls';
import { markOf, type Marks } from '../contract/marks';
import { defOf } from '../contract/schemaDef';

/**
 * Every object field of every call's answer and body with its mark: the table of
 * docs/contract.md and the test that no field goes unmarked both read it. Walks objects, lists,
 * maps, optionals, nullables, pipes, unions and catches; a field's mark sits on its own schema,
 * or on a wrapper that only makes it optional (`ours` marks its catch).
 */

/** The schemas a wrapper holds (its inner, both ends of a pipe, each option…). */
const innerOf = (schema: z.ZodMiniType): z.ZodMiniType[] => {
  const def = defOf(schema);
  return [
    def.element,
    def.innerType,
    def.in,
    def.out,
    ...(def.options ?? []),
    def.valueType,
    def.left,
    def.right,
    ...(def.items ?? []),
    def.rest ?? undefined,
  ].filter((inner): inner is z.ZodMiniType => inner !== undefined);
};

/** Wrappers that keep a field the same field (the JSON Schema shows their mark in its place). */
const FIELD_WRAPPERS = new Set(['optional', 'catch', 'default', 'prefault', 'readonly']);

export const fieldMarkOf = (field: z.ZodMiniType): Marks | undefined => {
  for (let schema: z.ZodMiniType | undefined = field; schema;) {
    const mark = markOf(schema);
    if (mark?.['x-named-in'] || mark?.['x-ours']) return mark;
    schema = FIELD_WRAPPERS.has(defOf(schema).type) ? defOf(schema).innerType : undefined;
  }
  return undefined;
};

export interface FieldMark {
  call: string;
  /** `data.cashouts[].user_path`, `body.contestfile.key`; `{}` stands for any key of a map. */
  path: string;
  mark: Marks | undefined;
}

const fieldsOf = (
  schema: z.ZodMiniType,
  path: string,
  found: Map<string, Marks | undefined>,
  depth = 0,
): void => {
  if (depth > 40) return;
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      const at = `${path}.${key}`;
      const mark = fieldMarkOf(field);
      // A field two options of a union share is unmarked if either leaves it unmarked.
      if (!found.has(at) || !mark) found.set(at, mark);
      fieldsOf(field, at, found, depth + 1);
    }
    return;
  }
  const step = def.type === 'array' ? '[]' : def.type === 'record' ? '{}' : '';
  for (const inner of innerOf(schema)) fieldsOf(inner, `${path}${step}`, found, depth + 1);
};

/** Every field of every call, in the call table's order. */
export const fieldMarks = (): FieldMark[] =>
  CONTRACT_CALLS.flatMap((call) => {
    const name = `${call.method} ${call.path}`;
    const found = new Map<string, Marks | undefined>();
    fieldsOf(call.answer, 'data', found);
    if (call.body) fieldsOf(call.body, 'body', found);
    return [...found].map(([path, mark]) => ({ call: name, path, mark }));
  });

export const markText = (mark: Marks | undefined): string =>
  mark?.['x-named-in'] ? `named in ${mark['x-named-in']}` : mark?.['x-ours'] ? 'ours' : '(none)';
