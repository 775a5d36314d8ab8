import { STORAGE_URL } from './config';
import { hashSeed } from './db/random';

/**
 * Part of the `named` and `extra` answer modes: a server that keeps files in private storage
 * answers each read with a freshly signed address of every stored file (an image, a logo, an
 * extra material), so the same record never reads the same twice. Any value under a key that
 * names an address (`url`, `…_url`) pointing into the storage is signed anew, at every depth.
 */
const ADDRESS_KEY = /(^|_)url$/;
const SIGNATURE_PARAMS = ['X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature'];

let reads = 0;

const isStoredFile = (value: string) => {
  const at = value.indexOf(`${STORAGE_URL}/`);
  return at === 0 || (at > 0 && /^https?:\/\/[^/]+$/.test(value.slice(0, at)));
};

/** The address with this read's signature in place of any earlier one. */
export const signedAnew = (address: string): string => {
  reads += 1;
  const [base, query = ''] = address.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  for (const name of SIGNATURE_PARAMS) params.delete(name);
  params.set('X-Amz-Date', String(reads));
  params.set('X-Amz-Expires', '900');
  params.set('X-Amz-Signature', hashSeed(`${base}:${reads}`).toString(16).padStart(8, '0'));
  return `${base}?${params.toString()}`;
};

const walk = (key: string, value: unknown): unknown => {
  if (typeof value === 'string')
    return ADDRESS_KEY.test(key) && isStoredFile(value) ? signedAnew(value) : value;
  if (Array.isArray(value)) return value.map((item) => walk(key, item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([inner, item]) => [inner, walk(inner, item)]),
  );
};

/** The answer body with every stored file's address signed for this read. */
export const withSignedAddresses = (body: unknown): unknown => walk('', body);
