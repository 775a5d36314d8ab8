import type { ContestRecord } from '../../src/contract/contest';
import { splitLocations } from '../../src/contract';
import { setOwn } from '../../src/contract/ownKeys';
import { KNOWN_LOCATIONS } from '../db/names';

/**
 * The server side of CONTRACT §6: multipart entries of POST admin/contests back into a
 * ContestRecord. The inverse of src/challenge-form/model/serialize.ts (unit-tested as such).
 */

const NUMBER_KEYS = new Set([
  'id',
  'lock_version',
  'reward_points',
  'percentile_number',
  'winner_num',
  'winner_reward',
  'ru_num',
  'ru_reward',
  'hm_num',
  'hm_reward',
  'external_reward_winner_num',
  'external_reward_winner_reward',
  'company_team_id',
  'requested_solutions',
  'draft_to_submission_time_limit_in_seconds',
  'max_bibliographies_count',
  'multiple_solution_count',
  'cap_limit',
  'cap_submit_time_limit_in_seconds',
  'approved_cap_limit',
  'max_characters',
  'order',
  'min_value',
  'max_value',
  'step_value',
  'group_id',
  'size',
]);

const BOOLEAN_KEYS = new Set([
  'generate_ai_solution',
  'strict_contest_permissions',
  'auto_approve_submissions',
  'restricted_for_1st_time_solver',
  'no_community_contest',
  'anonymous',
  'require_user_login',
  'featured',
  'quick_solve',
  'show_criteria',
  'comments_visible_to_challengers',
  'comments_require_approvals',
  'show_in_upcoming',
  'cap_enabled',
  'approved_cap_enabled',
  '_destroy',
  'required',
  'challenge_filter',
  'restricted',
  'hide_header_layout',
  'hide_footer_layout',
  'attach_file_to_submission',
  'remove_custom_banner_logo',
  'hide_demographics_section_on_dashboard',
]);

const JSON_KEYS = new Set(['evaluation_rubric']);

type Node = Record<string, unknown>;

/** `a[b][0][c]` → ['a', 'b', '0', 'c'] */
export const bracketPath = (name: string): string[] => {
  const head = name.split('[', 1)[0];
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]);
  return [head, ...rest];
};

const coerce = (key: string, value: string | File): unknown => {
  if (typeof value !== 'string') return value;
  // Browsers send line breaks of multipart text fields as CRLF.
  value = value.replace(/\r\n/g, '\n');
  if (JSON_KEYS.has(key)) return JSON.parse(value) as unknown;
  if (BOOLEAN_KEYS.has(key)) return value === 'true';
  if (value === '') return null;
  if (NUMBER_KEYS.has(key)) return Number(value);
  return value;
};

/** Objects whose keys are all indexes become arrays, in index order (holes dropped). */
const listify = (node: unknown): unknown => {
  if (typeof node !== 'object' || node === null || node instanceof Blob) return node;
  const entries = Object.entries(node as Node);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => listify(value));
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, listify(value)]));
};

/** Entries to nested objects, lists still keyed by their sent index (errors use it). */
export const entriesToTree = (entries: Iterable<[string, string | File]>): Node => {
  const root: Node = {};
  for (const [name, value] of entries) {
    const path = bracketPath(name);
    let node = root;
    // Own keys only: a part named `__proto__` is a field, never Object.prototype (ownKeys.ts).
    path.slice(0, -1).forEach((part) => {
      if (!Object.hasOwn(node, part)) setOwn(node, part, {});
      node = node[part] as Node;
    });
    const key = path[path.length - 1];
    setOwn(node, key, coerce(key, value));
  }
  return root;
};

/** The record the entries describe: percentile split, location criteria as lists. */
export const treeToRecord = (tree: Node): ContestRecord => {
  const record = listify(tree) as ContestRecord & {
    contest_permissions?: { category: string; criteria: unknown }[];
  };
  const percentile = /^percentile_(\d+)$/.exec(String(record.reward_policy ?? ''));
  if (percentile) {
    record.reward_policy = 'percentile_';
    record.percentile_number = Number(percentile[1]);
  }
  record.contest_permissions = (record.contest_permissions ?? []).map((row) =>
    row.category === 'location' && typeof row.criteria === 'string'
      ? { ...row, criteria: splitLocations(row.criteria, KNOWN_LOCATIONS) }
      : row,
  ) as ContestRecord['contest_permissions'];
  return record;
};

export const parseContestEntries = (entries: Iterable<[string, string | File]>): ContestRecord =>
  treeToRecord(entriesToTree(entries));
