import * as z from 'zod/mini';
import { num, text } from './variants';

/** Direct uploads (CONTRACT §7). */
export const signedUploadSchema = z.object({
  url: text(),
  fields: z.record(z.string(), text()),
  key: text(),
});
export type SignedUpload = z.infer<typeof signedUploadSchema>;

export const uploadImageResponseSchema = z.object({ url: text() });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** GET …/signed_url query. */
export const signedUrlQuerySchema = z.object({
  filename: text(),
  content_type: text(),
  size: num(),
});

/** Body of the uploaded / deleted callbacks. */
export const contestFileCallbackSchema = z.object({ contestfile: z.object({ key: text() }) });
export const solutionFileCallbackSchema = z.object({ solutionfile: z.object({ key: text() }) });
export const deletedFileSchema = z.object({ key: text() });
