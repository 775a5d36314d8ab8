import { HttpResponse } from 'msw';
import type { FieldErrors } from '../src/contract';

/** Answers in the CONTRACT's envelopes (§5). */
export const ok = <T>(data: T, meta?: Record<string, unknown>) =>
  HttpResponse.json(meta ? { data, meta } : { data });

export const fail = (status: number, message?: string, errors?: string | FieldErrors) =>
  HttpResponse.json(
    { data: { ...(message ? { message } : {}), ...(errors ? { errors } : {}) } },
    { status },
  );

/** 422 with field errors by dotted path. */
export const invalid = (errors: FieldErrors | string, message = 'Validation failed') =>
  fail(422, message, errors);

export const notFound = (what = 'Record') => fail(404, `${what} not found`);

export interface PageRequest {
  page: number;
  limit: number;
}

export const readPage = (query: URLSearchParams, defaultLimit = 25): PageRequest => {
  const page = Math.max(1, Number(query.get('page')) || 1);
  const limit = Math.min(1000, Math.max(1, Number(query.get('limit')) || defaultLimit));
  return { page, limit };
};

/** One page of `rows`, with `meta.pagination` (CONTRACT §5). */
export const paginated = <T>(
  rows: readonly T[],
  { page, limit }: PageRequest,
  map?: (row: T) => unknown,
) => {
  const slice = rows.slice((page - 1) * limit, page * limit);
  return HttpResponse.json({
    data: map ? slice.map(map) : slice,
    meta: { pagination: { currentCount: slice.length, totalCount: rows.length } },
  });
};

let lastTerm = '';
let lastNeedle = '';

/**
 * Case-insensitive match of a search term against some of a row's fields. Called once per row
 * with the same term, so the normalised term is kept between calls.
 */
export const matchesSearch = (term: string | null, ...fields: (string | null | undefined)[]) => {
  if (!term) return true;
  if (term !== lastTerm) {
    lastTerm = term;
    lastNeedle = term.trim().toLowerCase();
  }
  const needle = lastNeedle;
  return fields.some((field) => field?.toLowerCase().includes(needle));
};
