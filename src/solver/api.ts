import { http } from '../api/http';
import { parseData, parseDone } from '../api/parse';
import type { PrefilterRequest, SolutionRequest } from '../contract/solver';
import {
  challengeViewSchema,
  eligibilitySchema,
  savedDraftSchema,
  solutionFormObjectSchema,
  solutionViewSchema,
  submittedSolutionSchema,
  uploadedSolutionFileAnswer,
} from '../contract/solver';
import {
  solutionDraftsEndpoint,
  solutionFileDeletedEndpoint,
  solutionFileUploadedEndpoint,
  solutionsEndpoint,
} from '../contract/solverPostEndpoints';
import { deletedFileAnswer, signedUploadSchema } from '../contract/uploads';
import { challengeApiPath, solutionApiPath } from './routes';

// The solver's own contract files, not src/contract/index.ts: the console's schemas stay out of its
// chunk; paths from contract/solverPostEndpoints.ts rather than the call objects, whose body schemas it never needs.
const get = async <T>(
  path: string,
  read: (call: string, data: unknown) => T,
  signal?: AbortSignal,
) => read(`GET ${path}`, (await http.get(path, { signal })).data);

/** The solver-side calls (seed 001 §7, CONTRACT §7; shapes in src/contract/solver.ts), parsed here. */
export const solverApi = {
  challenge: (slug: string, signal?: AbortSignal) =>
    get(challengeApiPath(slug), (call, data) => parseData(call, challengeViewSchema, data), signal),
  reserveSpot: async (path: string) =>
    parseData(`POST ${path}`, eligibilitySchema, (await http.post(path)).data),
  solutionForm: (path: string, signal?: AbortSignal) =>
    get(path, (call, data) => parseData(call, solutionFormObjectSchema, data), signal),
  /** `permit` names the fields answered, as Rails strong parameters expect them. */
  checkPrefilter: async (path: string, body: PrefilterRequest) => {
    const { data } = await http.post(path, body, {
      query: { permit: Object.keys(body.supplementals).join(',') },
    });
    return parseData(`POST ${path}`, solutionFormObjectSchema, data);
  },
  /** A 2xx saved and submitted whatever its body holds: the callers fall back. */
  saveDraft: async (body: SolutionRequest) =>
    parseDone(
      `POST ${solutionDraftsEndpoint}`,
      savedDraftSchema,
      (await http.post(solutionDraftsEndpoint, body)).data,
    ),
  submit: async (body: SolutionRequest) =>
    parseDone(
      `POST ${solutionsEndpoint}`,
      submittedSolutionSchema,
      (await http.post(solutionsEndpoint, body)).data,
    ),
  solution: (id: string, signal?: AbortSignal) =>
    get(solutionApiPath(id), (call, data) => parseData(call, solutionViewSchema, data), signal),
  signedUrl: async (
    path: string,
    query: { contest_slug: string; filename: string; content_type: string; size: number },
  ) => parseData(`GET ${path}`, signedUploadSchema, (await http.get(path, { query })).data),
  /** A 2xx is done whatever its body (CONTRACT §7): the answer is read when it fits, else undefined. */
  uploaded: async (key: string) =>
    parseData(
      `POST ${solutionFileUploadedEndpoint}`,
      uploadedSolutionFileAnswer,
      (await http.post(solutionFileUploadedEndpoint, { solutionfile: { key } })).data,
    ),
  deleted: async (key: string) =>
    parseData(
      `POST ${solutionFileDeletedEndpoint}`,
      deletedFileAnswer,
      (await http.post(solutionFileDeletedEndpoint, { solutionfile: { key } })).data,
    ),
};
