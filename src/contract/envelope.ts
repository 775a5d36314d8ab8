import * as z from 'zod/mini';
import { named, ours } from './marks';
import { optionsShape } from './openShapes';
import { nullish, num, text } from './variants';

/** Envelopes of every answer (CONTRACT §5). */
export const paginationSchema = z.object({
  currentCount: named('CONTRACT §5', num()),
  totalCount: named('CONTRACT §5', num()),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const metaSchema = z.looseObject({
  pagination: named('CONTRACT §5', z.optional(paginationSchema)),
});
export type Meta = z.infer<typeof metaSchema>;

/** `{ data, meta? }`: the answer's data is parsed by the call's own schema. */
export type Envelope<T> = { data: T; meta?: Meta };
export type PaginatedEnvelope<T> = { data: T[]; meta: { pagination: Pagination } };

/** A dotted path (`feedback_tags.2.name`) to one message or a list of them. */
export const fieldErrorsSchema = z.record(z.string(), z.union([text(), z.array(text())]));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorPayloadSchema = z.object({
  message: named('CONTRACT §5', z.optional(text())),
  errors: named('CONTRACT §5', z.optional(z.union([text(), fieldErrorsSchema]))),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

/** Error answers: `{ data: { message?, errors? } }`, or the same keys at the top level. */
export const errorBodySchema = z.extend(errorPayloadSchema, {
  data: named('CONTRACT §5', z.optional(errorPayloadSchema)),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query parameters of paginated lists (CONTRACT §4). */
export const pageQuerySchema = z.object({
  page: z.optional(num()),
  limit: z.optional(num()),
  search: z.optional(text()),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** What the HTTP client can put in a query string (not an answer shape). */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** A `{ value, label }` option list, as form_selects answer. */
export const selectOptionSchema = z.object({
  value: named('seed 001 §7', z.union([z.number(), z.string()])),
  /** Ours: the value shows when there is no label. */
  label: ours(text()),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;
/** Options in any common form (openShapes.ts): `{ value, label }`, `{ id, name }`, pairs, values. */
export const selectOptionsSchema = optionsShape(z.array(selectOptionSchema));

/** A list row that failed its schema on some fields: those fields, as received. */
export type Salvaged<T> = T & { _unreadable?: Record<string, unknown> };

export const idSchema = z.union([z.number(), z.string()]);
export const unknownSchema = z.unknown();
/** Answers with nothing to read (callbacks): anything, or nothing. */
export const anySchema = nullish(z.unknown());
