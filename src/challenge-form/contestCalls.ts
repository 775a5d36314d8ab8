import { http, parseDone, parseRecord } from '../api';
import { callName } from '../contract/call';
import { contestRecordSchema, saveContestCall } from '../contract/contest';
import { contestClonePath, contestPath } from '../providers/formCalls';

/**
 * The challenge form's own calls: the record an edit or a clone loads, and the save. The form is
 * their only user, so they live with it and the record's shapes (contract/contest.ts, the largest
 * module of the contract) come with the form's code, never with the console's first view.
 */

/** Field by field: only a record without a readable type fails the form. */
const readContest = async (path: string, signal?: AbortSignal) =>
  parseRecord(
    `GET ${path}`,
    contestRecordSchema,
    (await http.get(path, { signal })).data,
    'contest_type',
  );

/** GET admin/contests/{slug}: the challenge an edit loads. */
export const getContest = (slug: string, signal?: AbortSignal) =>
  readContest(contestPath(slug), signal);

/** GET admin/contests/{slug}/clone: the copy a clone starts from. */
export const getContestClone = (slug: string, signal?: AbortSignal) =>
  readContest(contestClonePath(slug), signal);

/** POST admin/contests, multipart as CONTRACT §6; a 2xx saved it, whatever its body. */
export const saveContest = async (form: FormData) =>
  parseDone(
    callName(saveContestCall),
    saveContestCall.answer,
    (await http.post(saveContestCall.path, form)).data,
  );
