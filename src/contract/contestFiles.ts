import type { ContractCall } from './call';
import { DEFAULT_SETTINGS } from './context';
import {
  contestFileCallbackSchema,
  deletedFileAnswer,
  signedUploadSchema,
  signedUrlQuerySchema,
  uploadedContestFileAnswer,
} from './uploads';

/**
 * The contest-file calls at their default paths: the server context may name others
 * (`settings`, CONTRACT §3), so the client calls the paths the context gives.
 */
export const contestFileSignedUrlCall = {
  method: 'GET',
  path: DEFAULT_SETTINGS.contestFileSignedUrl,
  summary: 'Signed upload details for a contest file (CONTRACT §7)',
  query: signedUrlQuerySchema,
  answer: signedUploadSchema,
} as const satisfies ContractCall;
export const contestFileUploadedCall = {
  method: 'POST',
  path: DEFAULT_SETTINGS.contestFileUploadedCallback,
  summary: 'A contest file reached storage',
  body: contestFileCallbackSchema,
  answer: uploadedContestFileAnswer,
} as const satisfies ContractCall;
export const contestFileDeletedCall = {
  method: 'POST',
  path: DEFAULT_SETTINGS.contestFileDeletedCallback,
  summary: 'A contest file was removed',
  body: contestFileCallbackSchema,
  answer: deletedFileAnswer,
} as const satisfies ContractCall;
