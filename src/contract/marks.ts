import * as z from 'zod/mini';
import { optional } from './variants';

/**
 * Named or ours (STYLE 14). A field the seeds, CONTRACT.md or an API document of ours
 * (`docs/api/…`) name carries the section or document that names it; a field we chose is optional and never fails its answer: a value it
 * cannot read is dropped (the screen uses its fallback). docs/openapi.json shows both marks
 * (`x-named-in`, `x-ours`), so the server team knows which fields the console relies on.
 */
export type Section =
  | `seed 000 §${number}`
  | `seed 001 §${number}`
  | `CONTRACT §${number}`
  // An API the seeds do not cover, named by a document of the project's own (a list or page
  // made by `npm run new:list` / `new:page` writes its document, docs/adding-a-resource.md).
  | `docs/api/${string}.md`;

export interface Marks {
  'x-named-in'?: Section;
  'x-ours'?: true;
}

/** The mark of a field, if it has one (the mock's answer modes and the documents read it). */
export const markOf = (schema: z.ZodMiniType): Marks | undefined =>
  z.globalRegistry.get(schema) as Marks | undefined;

/**
 * A field the seeds or the CONTRACT name, at `where`. A copy is marked: schemas are shared.
 * Free of side effects for the bundler, as the builders in ./variants.ts: the registry entry
 * matters only where the schema is read.
 */
/* @__NO_SIDE_EFFECTS__ */ export const named = <S extends z.ZodMiniType>(
  where: Section,
  schema: S,
): S => {
  const copy = schema.clone();
  z.globalRegistry.add(copy as z.ZodMiniType, { 'x-named-in': where });
  return copy;
};

/**
 * A field of ours: optional, and a value that fits no accepted form reads as missing, so a
 * guess of ours can never cost the answer it sits in.
 */
/* @__NO_SIDE_EFFECTS__ */ export const ours = <S extends z.ZodMiniType>(schema: S) => {
  // A field that takes null (`nullable`) keeps it: null is its canonical empty value there.
  const inner = (
    schema.safeParse(null).success ? z.optional(schema) : optional(schema)
  ) as ReturnType<typeof optional<S>>;
  const field = z.catch(inner, () => undefined);
  z.globalRegistry.add(field as z.ZodMiniType, { 'x-ours': true });
  return field;
};
