import type { ErrorBody, FieldErrors } from '../contract/envelope';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'shape' | 'aborted';

/** Catalogue keys of the client's own messages (see src/i18n/messages/common.ts). */
export const HTTP_MESSAGES = {
  timeout: 'app.http.timeout',
  network: 'app.http.network',
  parse: 'app.http.parse',
  shape: 'app.http.shape',
  aborted: 'app.http.aborted',
  unauthorized: 'app.http.unauthorized',
  forbidden: 'app.http.forbidden',
  notFound: 'app.http.not_found',
  unprocessable: 'app.http.unprocessable',
  server: 'app.http.server_error',
  failed: 'app.http.failed',
} as const;

/** What react-admin reads from `error.body`: field errors, plus `root.serverError` for the form. */
export interface ApiErrorBody {
  message?: string;
  errors: Record<string, string | { serverError: string }>;
}

/**
 * The one error type of every call. It has the shape of react-admin's `HttpError`
 * (`message`, `status`, `body.errors`), so react-admin sets field errors and notifies with it,
 * without the solver area having to load react-admin to create one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's own message (`data.message` or `message`), when it gave one. */
  readonly serverMessage?: string;
  /** One message per dotted path, arrays already joined. */
  readonly fieldErrors: Record<string, string>;
  /** A message for the whole form (a plain-string `errors`, or a 422 without field errors). */
  readonly formError?: string;
  readonly body: ApiErrorBody;
  /**
   * For whoever reports the problem: the call and the path of a shape problem,
   * e.g. `GET /admin/contests: data: expected a list`, shown in small print under the message.
   */
  readonly detail?: string;

  constructor(init: {
    message: string;
    status: number;
    kind: ApiErrorKind;
    serverMessage?: string;
    fieldErrors?: Record<string, string>;
    formError?: string;
    detail?: string;
  }) {
    super(init.message);
    this.detail = init.detail;
    this.name = init.kind === 'aborted' ? 'AbortError' : 'HttpError';
    this.status = init.status;
    this.kind = init.kind;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
    this.formError = init.formError;
    const errors: ApiErrorBody['errors'] = { ...this.fieldErrors };
    if (init.formError) errors.root = { serverError: init.formError };
    this.body = { message: init.message, errors };
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const joinMessages = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return undefined;
};

/**
 * Flattens `{ title: ["can't be blank"], contest_layout_customization: { custom_banner_color: [...] } }`
 * to one string per dotted path, so react-admin never sees `title.0`.
 */
export const flattenFieldErrors = (
  errors: FieldErrors | Record<string, unknown>,
  prefix = '',
): Record<string, string> => {
  // Entries, not assignment: a field named `__proto__` is a field (contract/ownKeys.ts).
  const flat: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const joined = joinMessages(value);
    if (joined !== undefined) flat.push([path, joined]);
    else if (isRecord(value)) flat.push(...Object.entries(flattenFieldErrors(value, path)));
  }
  return Object.fromEntries(flat);
};

export interface ParsedErrorBody {
  message?: string;
  fieldErrors: Record<string, string>;
  formError?: string;
}

/** Reads `{ data: { message, errors } }`, or the same keys at the top level (CONTRACT §5). */
export const parseErrorBody = (body: unknown): ParsedErrorBody => {
  if (!isRecord(body)) return { fieldErrors: {} };
  const typed = body as ErrorBody;
  const inner = isRecord(typed.data) ? typed.data : {};
  const message = joinMessages(inner.message) ?? joinMessages(typed.message);
  const errors = inner.errors ?? typed.errors;
  if (typeof errors === 'string' || Array.isArray(errors)) {
    return { message, fieldErrors: {}, formError: joinMessages(errors) };
  }
  return { message, fieldErrors: isRecord(errors) ? flattenFieldErrors(errors) : {} };
};

const statusMessage = (status: number): string => {
  if (status === 401) return HTTP_MESSAGES.unauthorized;
  if (status === 403) return HTTP_MESSAGES.forbidden;
  if (status === 404) return HTTP_MESSAGES.notFound;
  if (status === 422) return HTTP_MESSAGES.unprocessable;
  if (status >= 500) return HTTP_MESSAGES.server;
  return HTTP_MESSAGES.failed;
};

/** The error of an answer with status 400 or more. */
export const errorFromResponse = (status: number, body: unknown): ApiError => {
  const parsed = parseErrorBody(body);
  const hasFields = Object.keys(parsed.fieldErrors).length > 0;
  // A 422 with no field errors (a stale CSRF token answers so) must still show on the form.
  const formError =
    parsed.formError ??
    (status === 422 && !hasFields ? (parsed.message ?? HTTP_MESSAGES.unprocessable) : undefined);
  return new ApiError({
    message: parsed.message ?? formError ?? statusMessage(status),
    status,
    kind: 'http',
    serverMessage: parsed.message,
    fieldErrors: parsed.fieldErrors,
    formError,
  });
};

export const clientError = (kind: Exclude<ApiErrorKind, 'http'>, status = 0): ApiError =>
  new ApiError({ message: HTTP_MESSAGES[kind], status, kind });
