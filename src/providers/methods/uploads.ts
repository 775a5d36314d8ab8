import { parseData, type HttpClient } from '../../api';
import { uploadToStorage, type StorageUploadOptions } from '../../api/storageUpload';
import type { SignedUpload } from '../../contract';
import { callName } from '../../contract/call';
import {
  deletedFileAnswer,
  signedUploadSchema,
  uploadedContestFileAnswer,
  uploadImageCall,
} from '../../contract/uploads';

export type UploadKind = 'contestfile' | 'solutionfile';

/** Signed-URL uploads (CONTRACT §7): details, direct post, then the uploaded / deleted callbacks. */
export const createUploadMethods = (client: HttpClient) => ({
  uploadImage: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await client.post(uploadImageCall.path, form);
    return parseData(callName(uploadImageCall), uploadImageCall.answer, data);
  },
  getSignedUpload: async (signedUrlPath: string, file: File, signal?: AbortSignal) => {
    const { data } = await client.get(signedUrlPath, {
      query: { filename: file.name, content_type: file.type, size: file.size },
      signal,
    });
    return parseData(`GET ${signedUrlPath}`, signedUploadSchema, data);
  },
  /** Posts the file to the storage service, with progress, cancel and its own time-outs. */
  uploadToStorage: (signed: SignedUpload, file: File, options?: StorageUploadOptions) =>
    uploadToStorage(signed, file, options),
  /** Any 2xx is done whatever its body (CONTRACT §7): the console knows the key it sent. */
  notifyUploaded: async (callbackPath: string, kind: UploadKind, key: string) =>
    parseData(
      `POST ${callbackPath}`,
      uploadedContestFileAnswer,
      (await client.post(callbackPath, { [kind]: { key } })).data,
    ),
  notifyDeleted: async (callbackPath: string, kind: UploadKind, key: string) =>
    parseData(
      `POST ${callbackPath}`,
      deletedFileAnswer,
      (await client.post(callbackPath, { [kind]: { key } })).data,
    ),
});
