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

/** A catalogue text by key (`app.solver.form.submit`); anything else (a server's message) as it is. */
export const t = (key: string, values?: Record<string, string | number>): string =>
  interpolate(lookup(key) ?? key, values);
