import type { HttpClient } from '../../api';
import type { ContestRecord, SaveContestResponse } from '../../contract';

export const createContestMethods = (client: HttpClient) => ({
  getContest: async (slug: string, signal?: AbortSignal) =>
    (await client.get<ContestRecord>(`/admin/contests/${encodeURIComponent(slug)}`, { signal }))
      .data,
  getContestClone: async (slug: string, signal?: AbortSignal) =>
    (
      await client.get<ContestRecord>(`/admin/contests/${encodeURIComponent(slug)}/clone`, {
        signal,
      })
    ).data,
  /** Multipart, encoded as CONTRACT §6. */
  saveContest: async (form: FormData) =>
    (await client.post<SaveContestResponse>('/admin/contests', form)).data,
});
