import { HttpResponse } from 'msw';
import type { ContestFile } from '../../src/contract';
import { STORAGE_URL } from '../config';
import { storedBytes, storedObjects, type StoredObjectRow } from '../db/storage';
import { fail, invalid, ok } from '../respond';
import { api, outside, type MockRequest, type Resolver } from '../route';
import {
  acceptStoragePost,
  keyFromObjectPath,
  MAX_UPLOAD_BYTES,
  objectUrl,
  signUpload,
  storeObject,
} from '../storage';
import {
  contestFileDeletedCall,
  contestFileSignedUrlCall,
  contestFileUploadedCall,
} from '../../src/contract/contestFiles';
import { uploadImageCall } from '../../src/contract/uploads';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/tiff'];
const CONTEST_FILE_EXTENSIONS = /\.(docx?|pdf)$/i;
export const WRONG_TYPE = 'Chosen file has wrong type';
export const TOO_LARGE = 'File size is too large';

const asFile = (request: MockRequest, name: string): File | undefined => {
  const value = request.body instanceof FormData ? request.body.get(name) : null;
  return value instanceof File ? value : undefined;
};

/** POST /upload_image: the rich-text editor's image upload (jpeg, png, gif, tiff; 10 MB). */
const uploadImage: Resolver = async (request) => {
  const file = asFile(request, 'file');
  if (!file) return invalid({ file: 'This field is required' });
  if (!IMAGE_TYPES.includes(file.type)) return invalid({ file: WRONG_TYPE });
  if (file.size > MAX_UPLOAD_BYTES) return invalid({ file: TOO_LARGE });
  const { fields } = signUpload('images', file.name || 'image', file.type);
  await storeObject(fields.key, file, true);
  return ok({ url: objectUrl(fields.key) });
};

/**
 * GET …/signed_url?filename=&content_type=&size=: signed upload details under `prefix`.
 * `accepts` checks the file name (contest files: .doc, .docx, .pdf).
 */
export const signedUploadResolver =
  (prefix: string, accepts: (filename: string) => boolean = () => true): Resolver =>
  ({ query }) => {
    const filename = query.get('filename') ?? 'file';
    if (query.has('filename') && !accepts(filename)) return invalid({ file: WRONG_TYPE });
    if (Number(query.get('size') ?? 0) > MAX_UPLOAD_BYTES) return invalid({ file: TOO_LARGE });
    return ok(signUpload(prefix, filename, query.get('content_type') ?? ''));
  };

const toFile = (object: StoredObjectRow): ContestFile => ({
  key: object.id,
  filename: object.filename,
  url: objectUrl(object.id),
  size: object.size,
});

/** The key of `{ [kind]: { key } }`, and the stored object when the storage holds it under `prefix`. */
const lookup = (
  request: MockRequest,
  kind: string,
  prefix: string,
): { error: Response } | { object: StoredObjectRow } => {
  const wrapper = (request.body as Record<string, { key?: unknown } | undefined> | undefined)?.[
    kind
  ];
  const key = typeof wrapper?.key === 'string' ? wrapper.key : '';
  if (!key) return { error: invalid({ [`${kind}.key`]: "can't be blank" }) };
  const object = key.startsWith(`${prefix}/`) ? storedObjects().get(key) : undefined;
  if (!object) return { error: invalid({ [`${kind}.key`]: 'No uploaded file has this key' }) };
  return { object };
};

/** POST …/uploaded_callback `{ [kind]: { key } }`: the file must be in storage; answers the file. */
export const uploadedCallbackResolver =
  (kind: string, prefix: string): Resolver =>
  (request) => {
    const found = lookup(request, kind, prefix);
    if ('error' in found) return found.error;
    return ok(toFile(storedObjects().update(found.object.id, { confirmed: true }) ?? found.object));
  };

/** POST …/deleted_callback `{ [kind]: { key } }`: removes the object from storage. */
export const deletedCallbackResolver =
  (kind: string, prefix: string): Resolver =>
  (request) => {
    const found = lookup(request, kind, prefix);
    if ('error' in found) return found.error;
    storedObjects().remove(found.object.id);
    storedBytes.delete(found.object.id);
    return ok({ key: found.object.id });
  };

/** Serves a stored object; after a page reload the bytes are gone, so images get a placeholder. */
const serveObject: Resolver = ({ request }) => {
  const key = keyFromObjectPath(new URL(request.url).pathname);
  const object = storedObjects().get(key);
  if (!object) return fail(404, 'No such object');
  const blob = storedBytes.get(key);
  if (blob) return new HttpResponse(blob, { headers: { 'Content-Type': object.contentType } });
  if (object.contentType.startsWith('image/')) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="100%" height="100%" fill="#e0e0e0"/><text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" fill="#424242">${object.filename.replace(/[<&>"]/g, '')}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }
  return new HttpResponse(`Mock file ${object.filename}`, {
    headers: { 'Content-Type': 'text/plain' },
  });
};

export const CSRF_REFUSED =
  'The storage service takes no X-CSRF-Token: the signed fields are its only authorisation, and the token must not leave the console';

/** The storage service: `file` last, fields checked against the signed policy; 204 on success. */
const storagePost: Resolver = async ({ request, body }) => {
  // A real storage host is another origin: the console's session must not travel there.
  if (request.headers.has('X-CSRF-Token')) return fail(403, CSRF_REFUSED);
  if (!(body instanceof FormData)) return fail(400, 'Expected a multipart form');
  const result = await acceptStoragePost(body);
  if ('error' in result) return fail(403, result.error);
  return new HttpResponse(null, { status: 204 });
};

export const uploadsHandlers = [
  api.post(uploadImageCall.path, uploadImage),
  api.get(
    contestFileSignedUrlCall.path,
    signedUploadResolver('contestfiles', (name) => CONTEST_FILE_EXTENSIONS.test(name)),
  ),
  api.post(contestFileUploadedCall.path, uploadedCallbackResolver('contestfile', 'contestfiles')),
  api.post(contestFileDeletedCall.path, deletedCallbackResolver('contestfile', 'contestfiles')),
  outside('POST', STORAGE_URL, storagePost),
  outside('GET', `${STORAGE_URL}/*`, serveObject),
];
