import type { HttpClient } from '../../api';
import type { SignedUpload, UploadImageResponse } from '../../contract';

export type UploadKind = 'contestfile' | 'solutionfile';

/** Signed-URL uploads (CONTRACT §7): details, direct post, then the uploaded / deleted callbacks. */
export const createUploadMethods = (client: HttpClient) => ({
  uploadImage: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await client.post<UploadImageResponse>('/upload_image', form)).data;
  },
  getSignedUpload: async (signedUrlPath: string, file: File, signal?: AbortSignal) =>
    (
      await client.get<SignedUpload>(signedUrlPath, {
        query: { filename: file.name, content_type: file.type, size: file.size },
        signal,
      })
    ).data,
  /** Posts the file to the storage service: the signed fields first, the file last. */
  uploadToStorage: async (signed: SignedUpload, file: File, signal?: AbortSignal) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', file);
    await client.upload(signed.url, form, signal);
  },
  notifyUploaded: async (callbackPath: string, kind: UploadKind, key: string) =>
    (await client.post<unknown>(callbackPath, { [kind]: { key } })).data,
  notifyDeleted: async (callbackPath: string, kind: UploadKind, key: string) =>
    (await client.post<unknown>(callbackPath, { [kind]: { key } })).data,
});
