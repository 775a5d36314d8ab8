import type { SignedUpload } from '../src/contract';
import { STORAGE_URL } from './config';
import { hashSeed } from './db/random';
import { storedBytes, storedObjects, type StoredObjectRow } from './db/storage';

/**
 * The storage service of direct uploads (CONTRACT §7), as an S3-style form post: the signed
 * fields come first and the file last; the policy names the key, a size limit and an expiry,
 * and the signature proves the mock's own API issued it. Generic over the key prefix, so
 * contest files, solution files and images share it.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const SIGNING_SECRET = 'mock-storage-secret';
const POLICY_LIFETIME_MS = 60 * 60 * 1000;

interface Policy {
  key: string;
  expiration: string;
  maxSize: number;
}

const encodePolicy = (policy: Policy) => btoa(encodeURIComponent(JSON.stringify(policy)));

const decodePolicy = (text: string): Policy | undefined => {
  try {
    return JSON.parse(decodeURIComponent(atob(text))) as Policy;
  } catch {
    return undefined;
  }
};

const sign = (policy: string) =>
  hashSeed(`${SIGNING_SECRET}:${policy}`).toString(16).padStart(8, '0');

let sequence = 0;
const uniqueSegment = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
};

const safeName = (filename: string) => filename.replace(/[^\w.-]+/g, '_').slice(-120) || 'file';

/** A fresh key under `prefix` (e.g. `contestfiles`) and the fields to post with the file. */
export const signUpload = (prefix: string, filename: string, contentType = ''): SignedUpload => {
  const key = `${prefix.replace(/\/+$/, '')}/${uniqueSegment()}/${safeName(filename)}`;
  const policy = encodePolicy({
    key,
    expiration: new Date(Date.now() + POLICY_LIFETIME_MS).toISOString(),
    maxSize: MAX_UPLOAD_BYTES,
  });
  const fields: Record<string, string> = { key, policy, 'x-amz-signature': sign(policy) };
  if (contentType) fields['Content-Type'] = contentType;
  return { url: STORAGE_URL, fields, key };
};

/** Where a stored object is served from (under STORAGE_URL, so every host of the mock routes it). */
export const objectUrl = (key: string) =>
  `${STORAGE_URL}/${key.split('/').map(encodeURIComponent).join('/')}`;

export const keyFromObjectPath = (pathname: string) => {
  const at = pathname.indexOf(`${STORAGE_URL}/`);
  return at < 0
    ? ''
    : pathname
        .slice(at + STORAGE_URL.length + 1)
        .split('/')
        .map(decodeURIComponent)
        .join('/');
};

export const storeObject = async (
  key: string,
  file: File,
  confirmed: boolean,
): Promise<StoredObjectRow> => storeObjectBytes(key, file, await file.arrayBuffer(), confirmed);

/** A file part of a multipart save, kept under a fresh key below `prefix`; its served URL. */
export const storeFilePart = (prefix: string, file: File, bytes: ArrayBuffer): string =>
  objectUrl(storeObjectBytes(signUpload(prefix, file.name || 'file').key, file, bytes, true).id);

const storeObjectBytes = (
  key: string,
  file: File,
  bytes: ArrayBuffer,
  confirmed: boolean,
): StoredObjectRow => {
  storedBytes.set(key, bytes);
  return storedObjects().put({
    id: key,
    filename: file.name || key.split('/').pop() || 'file',
    contentType: file.type || 'application/octet-stream',
    size: file.size,
    uploadedAt: new Date().toISOString(),
    confirmed,
  });
};

/** Checks a storage post; returns the reason it is refused, or the stored object. */
export const acceptStoragePost = async (
  form: FormData,
): Promise<{ error: string } | { object: StoredObjectRow }> => {
  const entries = [...form.entries()];
  const last = entries.at(-1);
  if (!last || last[0] !== 'file' || typeof last[1] === 'string')
    return { error: 'The file must be the last field' };
  if (entries.filter(([name]) => name === 'file').length > 1)
    return { error: 'Only one file per post' };
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const key = field('key');
  const policyText = field('policy');
  if (!key || !policyText) return { error: 'Missing key or policy' };
  if (field('x-amz-signature') !== sign(policyText)) return { error: 'Signature does not match' };
  const policy = decodePolicy(policyText);
  if (!policy || policy.key !== key) return { error: 'The key is not the signed one' };
  if (Date.parse(policy.expiration) < Date.now()) return { error: 'Policy expired' };
  const file = last[1];
  if (file.size > policy.maxSize) return { error: 'Entity too large' };
  return { object: await storeObject(key, file, false) };
};
