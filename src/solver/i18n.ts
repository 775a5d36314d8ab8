import { interpolate } from '../i18n/format';
import { common } from '../i18n/messages/common';
import { solver } from '../i18n/messages/solver';

// The catalogue files directly: src/i18n/index.ts would load react-admin's English pack.
const catalogue = { app: { ...common, solver } };

const lookup = (key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * A catalogue text by key (`app.solver.form.submit`); anything else (a server's message) as it
 * is. A key built from a server's value that names no text (`app.solver.eligibility.<odd>`)
 * shows nothing rather than the key.
 */
export const t = (key: string, values?: Record<string, unknown>): string => {
  const text = lookup(key);
  if (text !== undefined) return interpolate(text, values);
  return key.startsWith('app.') ? '' : interpolate(key, values);
};
