/** Envelopes of every answer (CONTRACT §5). */
export interface Pagination {
  currentCount: number;
  totalCount: number;
}

export interface Meta {
  pagination?: Pagination;
  [key: string]: unknown;
}

export interface Envelope<T> {
  data: T;
  meta?: Meta;
}

export interface PaginatedEnvelope<T> {
  data: T[];
  meta: { pagination: Pagination };
}

/** A dotted path (`feedback_tags.2.name`) to one message or a list of them. */
export type FieldErrors = Record<string, string | string[]>;

export interface ErrorPayload {
  message?: string;
  errors?: string | FieldErrors;
}

export interface ErrorBody extends ErrorPayload {
  data?: ErrorPayload;
}

/** Query parameters of paginated lists (CONTRACT §4). */
export interface PageQuery {
  page?: number;
  limit?: number;
  search?: string;
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** A `{ value, label }` option list, as form_selects answer. */
export interface SelectOption {
  value: string | number;
  label: string;
}
