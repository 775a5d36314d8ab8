import type * as z from 'zod/mini';
import { interpolate } from '../i18n/format';
import { common } from '../i18n/messages/common';
import { ownValue } from './ownKeys';

/** How a schema failure is told: the path in the answer and what is wrong there. */
type Path = readonly PropertyKey[];
type Issue = z.core.$ZodIssue;
const PROBLEMS: Record<string, string> = common.http.shape_problem;

/** `['data', 3, 'tags']` → `data[3].tags` */
export const formatPath = (path: Path): string =>
  path.reduce<string>(
    (text, part) =>
      typeof part === 'number'
        ? `${text}[${part}]`
        : text
          ? `${text}.${String(part)}`
          : String(part),
    '',
  );

/** The value at `path`, by own properties only (a key named `constructor` is the server's). */
export const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, part) => ownValue(node, part), value);

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'number',
  boolean: 'boolean',
  array: 'list',
  object: 'object',
  record: 'object',
  file: 'file',
};

const problemOf = (issue: Issue, raw: unknown): string => {
  if (raw === undefined && issue.code === 'invalid_type') return PROBLEMS.missing;
  if (issue.code === 'invalid_value')
    return interpolate(PROBLEMS.one_of, { values: issue.values.map(String).join(', ') });
  if (PROBLEMS[issue.message] && issue.message !== 'one_of') return PROBLEMS[issue.message];
  if (issue.code === 'invalid_type') return PROBLEMS[EXPECTED[issue.expected] ?? 'other'];
  return PROBLEMS.other;
};

/** The issue to name: the first in the answer's order, as a reader of the answer meets it. */
export const firstIssue = (issues: readonly Issue[]): Issue => issues[0];

/** Where the first issue is and what is wrong there, as `contract:check` prints it. */
export const describeMismatch = (
  issues: readonly Issue[],
  root: unknown,
  prefix: Path = ['data'],
): { path: string; problem: string } => {
  const issue = firstIssue(issues);
  return {
    path: formatPath([...prefix, ...issue.path]),
    problem: problemOf(issue, at(root, issue.path)),
  };
};
