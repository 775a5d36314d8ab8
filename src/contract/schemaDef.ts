import type * as z from 'zod/mini';

/**
 * What the schema walkers read of a zod/mini schema's definition (the marks table, the fields of
 * ours an answer left out, the mock's named answers): its kind and the schemas it holds.
 */
export type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  valueType?: z.ZodMiniType;
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  rest?: z.ZodMiniType | null;
};

export const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as SchemaDef;
