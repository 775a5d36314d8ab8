import * as z from 'zod/mini';
import type { ContractCall } from './call';
import { contestRecordSchema, saveContestResponseSchema } from './contest';
import {
  challengeViewSchema,
  eligibilitySchema,
  prefilterRequestSchema,
  savedDraftSchema,
  solutionFormObjectSchema,
  solutionRequestSchema,
  solutionSignedUrlQuerySchema,
  solutionViewSchema,
  submittedSolutionSchema,
  uploadedSolutionFileAnswer,
} from './solver';
import { deletedFileAnswer, signedUploadSchema, solutionFileCallbackSchema } from './uploads';
import { text } from './variants';

const slug = { slug: text() };

/** Seed 001's calls: challenge authoring and the solver flow. */
export const CHALLENGE_CALLS: ContractCall[] = [
  {
    method: 'GET',
    path: '/admin/contests/{slug}',
    summary: 'A challenge to edit',
    params: slug,
    answer: contestRecordSchema,
  },
  {
    method: 'GET',
    path: '/admin/contests/{slug}/clone',
    summary: 'A challenge to clone',
    params: slug,
    answer: contestRecordSchema,
  },
  {
    method: 'POST',
    path: '/admin/contests',
    summary: 'Save a challenge (multipart, CONTRACT §6)',
    body: contestRecordSchema,
    multipart: true,
    answer: saveContestResponseSchema,
  },
  {
    method: 'GET',
    path: '/contests/{slug}',
    summary: 'The challenge as a solver sees it',
    params: slug,
    answer: challengeViewSchema,
  },
  {
    method: 'POST',
    path: '/contests/{slug}/reserve_spot',
    summary: 'Reserve a spot',
    params: slug,
    answer: eligibilitySchema,
  },
  {
    method: 'GET',
    path: '/contests/{slug}/solution_form',
    summary: 'The solution form (after a reserved spot)',
    params: slug,
    answer: solutionFormObjectSchema,
  },
  {
    method: 'POST',
    path: '/contests/{slug}/check_prefilter',
    summary: 'Check the prefilter answers',
    params: slug,
    query: z.object({ permit: text() }),
    body: prefilterRequestSchema,
    answer: solutionFormObjectSchema,
  },
  {
    method: 'POST',
    path: '/solution_drafts',
    summary: 'Save a draft',
    body: solutionRequestSchema,
    answer: savedDraftSchema,
  },
  {
    method: 'POST',
    path: '/solutions',
    summary: 'Submit a solution',
    body: solutionRequestSchema,
    answer: submittedSolutionSchema,
  },
  {
    method: 'GET',
    path: '/solutions/{id}',
    summary: 'A submitted solution',
    params: { id: text() },
    answer: solutionViewSchema,
  },
  {
    method: 'GET',
    path: '/solutionfiles/signed_url',
    summary: 'Signed upload details for a solution file (CONTRACT §7)',
    query: solutionSignedUrlQuerySchema,
    answer: signedUploadSchema,
  },
  {
    method: 'POST',
    path: '/solutionfiles/uploaded_callback',
    summary: 'A solution file reached storage',
    body: solutionFileCallbackSchema,
    answer: uploadedSolutionFileAnswer,
  },
  {
    method: 'POST',
    path: '/solutionfiles/deleted_callback',
    summary: 'A solution file was removed',
    body: solutionFileCallbackSchema,
    answer: deletedFileAnswer,
  },
];
