import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, http } from '../../../src/api';
import type { ContestFile, SignedUpload } from '../../../src/contract';
import { createUploadMethods } from '../../../src/providers/methods/uploads';
import { API_BASE, STORAGE_URL } from '../../../mocks/config';
import { CSRF_REFUSED } from '../../../mocks/handlers/uploads';
import { storedObjects } from '../../../mocks/db/storage';
import { mockControl } from '../../../mocks/node';
import { removeCsrfMeta, setCsrfMeta } from '../../helpers/csrfMeta';

const uploads = createUploadMethods(http);
const pdf = (size = 1024, name = 'brief.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const SIGNED = '/admin/contestfiles/signed_url';
const UPLOADED = '/admin/contestfiles/uploaded_callback';
const DELETED = '/admin/contestfiles/deleted_callback';

/**
 * The storage post as the console sends it (fields first, the file last), by fetch: jsdom's
 * XMLHttpRequest, which the console's post uses for its progress, does not carry a File through
 * msw. That post itself is tested in tests/unit/api/storageUpload.test.ts and in Chromium.
 */
const postToStorage = async (signed: SignedUpload, file: File) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(signed.url, { method: 'POST', body: form, credentials: 'omit' });
  expect(response.status).toBe(204);
};

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('POST /upload_image', () => {
  it('answers the URL of the stored image, which serves the bytes', async () => {
    const { url } = await uploads.uploadImage(
      new File(['png-bytes'], 'logo.png', { type: 'image/png' }),
    );
    expect(url).toMatch(new RegExp(`^${STORAGE_URL}/images/.+/logo\\.png$`));
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('png-bytes');
  });

  it.each([
    [
      'a wrong type',
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      'Chosen file has wrong type',
    ],
    [
      'more than 10 MB',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.gif', { type: 'image/gif' }),
      'File size is too large',
    ],
  ])('refuses %s with a field error', async (_case, file, message) => {
    const error = await rejection(uploads.uploadImage(file));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ file: message });
  });
});

describe('contest-file signed upload flow', () => {
  it('signs, stores the file, and the callbacks confirm and delete it by key', async () => {
    const file = pdf();
    const signed = await uploads.getSignedUpload(SIGNED, file);
    expect(signed.url).toBe(STORAGE_URL);
    expect(signed.key).toMatch(/^contestfiles\/.+\/brief\.pdf$/);
    expect(signed.fields).toMatchObject({ key: signed.key, policy: expect.any(String) });

    await postToStorage(signed, file);
    const posted = mockControl.journal.find('POST', STORAGE_URL)[0].body as [string, unknown][];
    expect(posted.at(-1)?.[0]).toBe('file');
    expect(storedObjects().get(signed.key)).toMatchObject({
      filename: 'brief.pdf',
      size: 1024,
      confirmed: false,
    });

    const confirmed = (await uploads.notifyUploaded(
      UPLOADED,
      'contestfile',
      signed.key,
    )) as ContestFile;
    expect(confirmed).toMatchObject({ key: signed.key, filename: 'brief.pdf', size: 1024 });
    expect(storedObjects().get(signed.key)?.confirmed).toBe(true);

    await uploads.notifyDeleted(DELETED, 'contestfile', signed.key);
    expect(storedObjects().get(signed.key)).toBeUndefined();
  });

  it('refuses a contest file of a wrong type or over 10 MB at signing', async () => {
    const wrongType = await rejection(uploads.getSignedUpload(SIGNED, new File(['x'], 'a.exe')));
    expect(wrongType.fieldErrors).toEqual({ file: 'Chosen file has wrong type' });
    const tooLarge = await rejection(
      http.get(SIGNED, { query: { filename: 'a.pdf', size: 11 * 1024 * 1024 } }),
    );
    expect(tooLarge.fieldErrors).toEqual({ file: 'File size is too large' });
  });

  it('refuses a callback for a key the storage does not hold', async () => {
    const error = await rejection(
      uploads.notifyUploaded(UPLOADED, 'contestfile', 'contestfiles/none/x.pdf'),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty(['contestfile.key']);
    const blank = await rejection(http.post(DELETED, { contestfile: {} }));
    expect(blank.fieldErrors).toEqual({ 'contestfile.key': "can't be blank" });
  });

  it('refuses a storage post with a tampered key, a bad signature or the file not last', async () => {
    const file = pdf();
    const signed = await uploads.getSignedUpload(SIGNED, file);
    const held = storedObjects().size;
    const post = (fields: Record<string, string>, fileFirst = false) => {
      const form = new FormData();
      if (fileFirst) form.append('file', file);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (!fileFirst) form.append('file', file);
      return fetch(STORAGE_URL, { method: 'POST', body: form });
    };
    const tampered: SignedUpload['fields'] = { ...signed.fields, key: 'contestfiles/other/x.pdf' };
    expect((await post(tampered)).status).toBe(403);
    expect((await post({ ...signed.fields, 'x-amz-signature': 'forged' })).status).toBe(403);
    expect((await post(signed.fields, true)).status).toBe(403);
    expect(storedObjects().size).toBe(held);
    expect((await post(signed.fields)).status).toBe(204);
  });

  it('signs any key prefix, so solution files share the storage service', async () => {
    const { signUpload } = await import('../../../mocks/storage');
    const signed = signUpload('solutionfiles', 'essay.docx');
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', new File(['doc'], 'essay.docx'));
    expect((await fetch(STORAGE_URL, { method: 'POST', body: form })).status).toBe(204);
    expect(storedObjects().get(signed.key)?.filename).toBe('essay.docx');
  });
});

describe('the direct post to the storage service (CONTRACT §7)', () => {
  afterEach(() => {
    removeCsrfMeta();
    document.cookie = 'session=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  // The storage post's own headers: tests/unit/api/storageUpload.test.ts.
  it('sends the callbacks as API calls: credentials and CSRF token as usual', async () => {
    setCsrfMeta('csrf-secret');
    document.cookie = 'session=staff-session';
    const sent: { url: string; init: RequestInit }[] = [];
    const client = createHttpClient({
      getBase: () => API_BASE,
      timeoutMs: 5000,
      fetch: (input, init) => {
        sent.push({ url: String(input), init: init ?? {} });
        return fetch(input, init);
      },
    });
    const methods = createUploadMethods(client);
    const file = pdf();
    const signed = await methods.getSignedUpload(SIGNED, file);
    await postToStorage(signed, file);
    await methods.notifyUploaded(UPLOADED, 'contestfile', signed.key);

    expect(sent.filter((call) => call.url === STORAGE_URL)).toHaveLength(0);
    const callback = sent.find((call) => call.url.endsWith(UPLOADED));
    expect(callback?.init.credentials).toBe('include');
    expect(callback?.init.headers).toHaveProperty('X-CSRF-Token', 'csrf-secret');
  });

  it('is refused by the mock storage when a CSRF token comes along, so a regression fails', async () => {
    const file = pdf();
    const signed = await uploads.getSignedUpload(SIGNED, file);
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', file);
    const response = await fetch(STORAGE_URL, {
      method: 'POST',
      body: form,
      headers: { 'X-CSRF-Token': 'csrf-secret' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ data: { message: CSRF_REFUSED } });
    expect(storedObjects().get(signed.key)).toBeUndefined();
  });
});
