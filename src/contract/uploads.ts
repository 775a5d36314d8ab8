import * as z from 'zod/mini';
import { contestFileSchema } from './contestFields';
import { named, ours } from './marks';
import { num, text } from './variants';
import type { ContractCall } from './call';

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
/** What a deleted callback may answer: nothing reads it. */
export const deletedFileSchema = z.object({ key: ours(text()) });

/**
 * A callback's answer (CONTRACT §7): any 2xx is done whatever its body (a 204, `{}`, `null`),
 * since the console knows the key it sent. Whatever a server says there is ours: read when it
 * fits, else nothing, never a failure. Marked ours as a whole, so the mock's answer modes answer
 * such a call with no body at all (mocks/namedAnswers.ts, `answersNothing`).
 */
export const callbackAnswer = <S extends z.ZodMiniType>(file: S) => ours(file);
export const uploadedContestFileAnswer = callbackAnswer(contestFileSchema);
export const deletedFileAnswer = callbackAnswer(deletedFileSchema);

/** The upload calls of the challenge form, one place per endpoint. */
export const uploadImageCall = {
  method: 'POST',
  path: '/upload_image',
  summary: 'Rich-text image upload',
  body: z.object({ file: named('seed 000 §7', z.file()) }),
  multipart: true,
  answer: uploadImageResponseSchema,
} as const satisfies ContractCall;
