import { parseData, parseDone, type HttpClient } from '../../api';
import { contestRecordSchema, saveContestResponseSchema } from '../../contract/contest';

const contestPath = (slug: string) => `/admin/contests/${encodeURIComponent(slug)}`;

export const createContestMethods = (client: HttpClient) => ({
  getContest: async (slug: string, signal?: AbortSignal) => {
    const path = contestPath(slug);
    return parseData(`GET ${path}`, contestRecordSchema, (await client.get(path, { signal })).data);
  },
  getContestClone: async (slug: string, signal?: AbortSignal) => {
    const path = `${contestPath(slug)}/clone`;
    return parseData(`GET ${path}`, contestRecordSchema, (await client.get(path, { signal })).data);
  },
  /** Multipart, encoded as CONTRACT §6; a 2xx saved it, whatever its body (issue 21 §4). */
  saveContest: async (form: FormData) =>
    parseDone(
      'POST /admin/contests',
      saveContestResponseSchema,
      (await client.post('/admin/contests', form)).data,
    ),
});
