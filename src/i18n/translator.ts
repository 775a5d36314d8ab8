import { interpolate } from './format';

/**
 * `t` over a catalogue of its own, for the public pages (the solver flow, the challenge
 * request), which never load the console's catalogue and react-admin's English pack with it.
 * A key that names no text (`app.solver.eligibility.<odd>`, built from a server's value) shows
 * nothing rather than the key; anything not a key (a server's message) is shown as it is.
 */
export const translator = (catalogue: object) => {
  const lookup = (key: string): string | undefined => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key: string, values?: Record<string, unknown>): string => {
    const text = lookup(key);
    if (text !== undefined) return interpolate(text, values);
    return key.startsWith('app.') ? '' : interpolate(key, values);
  };
};
