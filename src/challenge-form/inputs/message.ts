import type { TranslateFunction } from 'react-admin';

/** react-hook-form error messages here are text, `{ message }` or `{ message, args }` (react-admin's shape). */
export const translateError = (
  translate: TranslateFunction,
  error: unknown,
): string | undefined => {
  if (error === undefined || error === null) return undefined;
  if (typeof error === 'string') return translate(error, { _: error });
  if (typeof error === 'object' && 'message' in error) {
    const { message, args } = error as { message: unknown; args?: Record<string, unknown> };
    if (typeof message === 'string') return translate(message, { _: message, ...args });
    return translateError(translate, message);
  }
  return undefined;
};
