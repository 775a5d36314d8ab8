import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { uploadToStorage } from '../../../src/api/storageUpload';
import type { SignedUpload } from '../../../src/contract/uploads';
import { removeCsrfMeta, setCsrfMeta } from '../../helpers/csrfMeta';

/** An XMLHttpRequest the test drives: progress, the answer, or nothing at all. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const SIGNED: SignedUpload = {
  url: 'https://storage.example/bucket',
  fields: { key: 'contestfiles/a/brief.pdf', policy: 'p' },
  key: 'contestfiles/a/brief.pdf',
};
const file = () => new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' });

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'done' as const,
    (error: unknown) => error,
  );

describe('the post to storage (CONTRACT §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the signed fields first and the file last, with no session and no CSRF token', async () => {
    setCsrfMeta('csrf-secret');
    const sent = uploadToStorage(SIGNED, file());
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', SIGNED.url]);
    expect([...(xhr.body as FormData).keys()]).toEqual(['key', 'policy', 'file']);
    expect(xhr.headers).toEqual({});
    expect(xhr.withCredentials).toBe(false);
    xhr.answer(204);
    expect(await outcome(sent)).toBe('done');
    removeCsrfMeta();
  });

  it('reports progress, and is not cut while it moves, however long it takes below the ceiling', async () => {
    const progress: number[] = [];
    const sent = outcome(
      uploadToStorage(SIGNED, file(), {
        onProgress: (fraction) => progress.push(fraction),
        stallMs: 1_000,
        ceilingMs: 60_000,
      }),
    );
    const xhr = FakeXhr.last;
    for (let step = 1; step <= 20; step += 1) {
      vi.advanceTimersByTime(900);
      xhr.progress(step, 20);
    }
    expect(xhr.aborted).toBe(false);
    xhr.answer(204);
    expect(await sent).toBe('done');
    expect(progress.at(0)).toBe(0.05);
    expect(progress.at(-1)).toBe(1);
  });

  it('is given up once nothing has moved for the stall time, and says so', async () => {
    const sent = outcome(uploadToStorage(SIGNED, file(), { stallMs: 1_000 }));
    const xhr = FakeXhr.last;
    vi.advanceTimersByTime(600);
    xhr.progress(1, 4);
    vi.advanceTimersByTime(999);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(xhr.aborted).toBe(true);
    const error = (await sent) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.kind, error.message]).toEqual(['timeout', 'app.upload.stalled']);
  });

  it('is given up past the ceiling even while it moves', async () => {
    const sent = outcome(uploadToStorage(SIGNED, file(), { stallMs: 1_000, ceilingMs: 5_000 }));
    const xhr = FakeXhr.last;
    for (let step = 1; step <= 5; step += 1) {
      vi.advanceTimersByTime(999);
      xhr.progress(step, 100);
    }
    vi.advanceTimersByTime(5);
    expect(((await sent) as ApiError).message).toBe('app.upload.too_long');
  });

  it('is cancelled by its signal: an abort, not a failure, and no timer left behind', async () => {
    const controller = new AbortController();
    const sent = outcome(uploadToStorage(SIGNED, file(), { signal: controller.signal }));
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    expect(((await sent) as ApiError).kind).toBe('aborted');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads a refusal of the storage as an HTTP error', async () => {
    const sent = outcome(uploadToStorage(SIGNED, file()));
    FakeXhr.last.answer(403);
    const error = (await sent) as ApiError;
    expect([error.kind, error.status]).toEqual(['http', 403]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
