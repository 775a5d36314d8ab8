import { isFieldName, type FieldName } from './fields';
import type { RequestErrors } from './request';

/** `payload.company` → `company`, `email` → `email`; a path the form has no field for → undefined. */
export const fieldOfPath = (path: string): FieldName | undefined => {
  const name = path.startsWith('payload.') ? path.slice('payload.'.length) : path;
  return isFieldName(name) ? name : undefined;
};

/**
 * A refusal's field errors (CONTRACT §5, by dotted path) split into those shown at their
 * fields and the rest, as sentences for the form-level message (`base` without its name).
 */
export const splitFieldErrors = (
  fieldErrors: Record<string, string>,
): { fields: RequestErrors; others: string[] } => {
  const fields: RequestErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = fieldOfPath(path);
    if (name) fields[name] = fields[name] ? `${fields[name]}, ${message}` : message;
    else others.push(path === 'base' || path === 'payload' ? message : `${path}: ${message}`);
  }
  return { fields, others };
};
