import { clientError, errorFromResponse } from '../api/errors';
import type { SignedUpload } from '../contract/uploads';

/**
 * Posts a file to the storage service: signed fields first, the file last (CONTRACT §7).
 * XMLHttpRequest rather than the http client's fetch: only it reports upload progress.
 */
export const uploadFile = (
  signed: SignedUpload,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', signed.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(errorFromResponse(xhr.status, undefined));
    };
    xhr.onerror = () => reject(clientError('network'));
    xhr.onabort = () => reject(clientError('aborted'));
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
