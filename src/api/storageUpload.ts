import type { SignedUpload } from '../contract/uploads';
import { ApiError, clientError, errorFromResponse } from './errors';

/**
 * How long a post to storage may go without sending a byte (or, once all is sent, without an
 * answer) before it is given up, and the longest it may take in all. Not the API's time-out
 * (CONTRACT §7): a 10 MB file on a slow uplink takes minutes, and moves all the while.
 */
export const STORAGE_STALL_MS = 60_000;
export const STORAGE_CEILING_MS = 60 * 60_000;

export interface StorageUploadOptions {
  /** 0..1, as the bytes leave. */
  onProgress?: (fraction: number) => void;
  /** Cancels the post (the author's Cancel, a screen left). */
  signal?: AbortSignal;
  stallMs?: number;
  ceilingMs?: number;
}

const giveUp = (message: 'app.upload.stalled' | 'app.upload.too_long') =>
  new ApiError({ message, status: 0, kind: 'timeout' });

/**
 * Posts a file to the storage service: signed fields first, the file last (CONTRACT §7). The
 * one storage post of the console and the solver. XMLHttpRequest rather than fetch: only it
 * reports upload progress. No cookies or CSRF token go with it: the signed fields are its only
 * authorisation.
 */
export const uploadToStorage = (
  signed: SignedUpload,
  file: File,
  {
    onProgress,
    signal,
    stallMs = STORAGE_STALL_MS,
    ceilingMs = STORAGE_CEILING_MS,
  }: StorageUploadOptions = {},
): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(clientError('aborted'));
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    let failure: ApiError | undefined;
    const stop = (reason: ApiError) => {
      failure = reason;
      xhr.abort();
    };
    let stall = setTimeout(() => stop(giveUp('app.upload.stalled')), stallMs);
    const ceiling = setTimeout(() => stop(giveUp('app.upload.too_long')), ceilingMs);
    const onAbort = () => stop(clientError('aborted'));
    const settle = (outcome: () => void) => {
      clearTimeout(stall);
      clearTimeout(ceiling);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    xhr.open('POST', signed.url);
    xhr.upload.onprogress = (event) => {
      // Moving: the stall is counted from the last bytes sent.
      clearTimeout(stall);
      stall = setTimeout(() => stop(giveUp('app.upload.stalled')), stallMs);
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve();
        } else reject(errorFromResponse(xhr.status, undefined));
      });
    xhr.onerror = () => settle(() => reject(clientError('network')));
    xhr.onabort = () => settle(() => reject(failure ?? clientError('aborted')));
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
