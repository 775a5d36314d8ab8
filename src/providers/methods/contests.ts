import { parseDone, parseRecord, type HttpClient } from '../../api';
import { callName } from '../../contract/call';
import { contestRecordSchema, saveContestCall } from '../../contract/contest';
import { contestClonePath, contestPath } from '../formCalls';

/** Field by field: only a record without a readable type fails the form. */
const readContest = (call: string, data: unknown) =>
  parseRecord(call, contestRecordSchema, data, 'contest_type');

export const createContestMethods = (client: HttpClient) => ({
  getContest: async (slug: string, signal?: AbortSignal) => {
    const path = contestPath(slug);
    return readContest(`GET ${path}`, (await client.get(path, { signal })).data);
  },
  getContestClone: async (slug: string, signal?: AbortSignal) => {
    const path = contestClonePath(slug);
    return readContest(`GET ${path}`, (await client.get(path, { signal })).data);
  },
  /** Multipart, encoded as CONTRACT §6; a 2xx saved it, whatever its body. */
  saveContest: async (form: FormData) =>
    parseDone(
      callName(saveContestCall),
      saveContestCall.answer,
      (await client.post(saveContestCall.path, form)).data,
    ),
});
