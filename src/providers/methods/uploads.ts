import * as z from 'zod/mini';
import { parseData, type HttpClient } from '../../api';
import type { SignedUpload } from '../../contract';
import { contestFileSchema } from '../../contract/contestFields';
import {
  deletedFileSchema,
  signedUploadSchema,
  uploadImageResponseSchema,
} from '../../contract/uploads';

export type UploadKind = 'contestfile' | 'solutionfile';
// A deletion answered with no body (a 204) is as good as one that names the key.
const deletedSchema = z.optional(z.nullable(deletedFileSchema));

/** Signed-URL uploads (CONTRACT §7): details, direct post, then the uploaded / deleted callbacks. */
export const createUploadMethods = (client: HttpClient) => ({
  uploadImage: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await client.post('/upload_image', form);
    return parseData('POST /upload_image', uploadImageResponseSchema, data);
  },
  getSignedUpload: async (signedUrlPath: string, file: File, signal?: AbortSignal) => {
    const { data } = await client.get(signedUrlPath, {
      query: { filename: file.name, content_type: file.type, size: file.size },
      signal,
    });
    return parseData(`GET ${signedUrlPath}`, signedUploadSchema, data);
  },
  /**
   * Posts the file to the storage service: the signed fields first, the file last. Not the
   * console's request: `upload` sends neither its cookies nor its CSRF token (CONTRACT §7).
   */
  uploadToStorage: async (signed: SignedUpload, file: File, signal?: AbortSignal) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', file);
    await client.upload(signed.url, form, signal);
  },
  notifyUploaded: async (callbackPath: string, kind: UploadKind, key: string) =>
    parseData(
      `POST ${callbackPath}`,
      contestFileSchema,
      (await client.post(callbackPath, { [kind]: { key } })).data,
    ),
  notifyDeleted: async (callbackPath: string, kind: UploadKind, key: string) =>
    parseData(
      `POST ${callbackPath}`,
      deletedSchema,
      (await client.post(callbackPath, { [kind]: { key } })).data,
    ),
});
