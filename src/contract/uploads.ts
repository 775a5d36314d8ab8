import * as z from 'zod/mini';
import { named, ours } from './marks';
import { num, text } from './variants';

/** Direct uploads (CONTRACT §7). */
export const signedUploadSchema = z.object({
  url: named('CONTRACT §7', text()),
  fields: named('CONTRACT §7', z.record(z.string(), text())),
  key: named('CONTRACT §7', text()),
});
export type SignedUpload = z.infer<typeof signedUploadSchema>;

export const uploadImageResponseSchema = z.object({ url: named('seed 000 §7', text()) });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** GET …/signed_url query. */
export const signedUrlQuerySchema = z.object({
  filename: text(),
  content_type: text(),
  size: num(),
});

/** Body of the uploaded / deleted callbacks. */
export const contestFileCallbackSchema = z.object({
  contestfile: named('seed 000 §7', z.object({ key: named('seed 000 §7', text()) })),
});
export const solutionFileCallbackSchema = z.object({
  solutionfile: named('seed 001 §7', z.object({ key: named('seed 001 §7', text()) })),
});
/** The deleted callback's answer: nothing reads it (a 204 is as good). */
export const deletedFileSchema = z.object({ key: ours(text()) });
