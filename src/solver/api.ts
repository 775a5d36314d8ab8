import { http } from '../api';
import type {
  ChallengeView,
  Eligibility,
  PrefilterRequest,
  SavedDraft,
  SignedUpload,
  SolutionFile,
  SolutionFormObject,
  SolutionRequest,
  SolutionView,
  SubmittedSolution,
} from '../contract';

/** The solver-side calls (seed 001 §7, CONTRACT §7; shapes in src/contract/solver.ts). */
export const solverApi = {
  challenge: async (slug: string, signal?: AbortSignal) =>
    (await http.get<ChallengeView>(`/contests/${encodeURIComponent(slug)}`, { signal })).data,
  reserveSpot: async (path: string) => (await http.post<Eligibility>(path)).data,
  solutionForm: async (path: string, signal?: AbortSignal) =>
    (await http.get<SolutionFormObject>(path, { signal })).data,
  /** `permit` names the fields answered, as Rails strong parameters expect them. */
  checkPrefilter: async (path: string, body: PrefilterRequest) =>
    (
      await http.post<SolutionFormObject>(path, body, {
        query: { permit: Object.keys(body.supplementals).join(',') },
      })
    ).data,
  saveDraft: async (body: SolutionRequest) =>
    (await http.post<SavedDraft>('/solution_drafts', body)).data,
  submit: async (body: SolutionRequest) =>
    (await http.post<SubmittedSolution>('/solutions', body)).data,
  solution: async (id: string, signal?: AbortSignal) =>
    (await http.get<SolutionView>(`/solutions/${encodeURIComponent(id)}`, { signal })).data,
  signedUrl: async (
    path: string,
    query: { contest_slug: string; filename: string; content_type: string; size: number },
  ) => (await http.get<SignedUpload>(path, { query })).data,
  uploaded: async (key: string) =>
    (await http.post<SolutionFile>('/solutionfiles/uploaded_callback', { solutionfile: { key } }))
      .data,
  deleted: async (key: string) =>
    (await http.post<{ key: string }>('/solutionfiles/deleted_callback', { solutionfile: { key } }))
      .data,
};
