import * as z from 'zod/mini';
import type { ResolvedList } from '../screen/types';
import type { ContractCall } from '../contract/call';
import { pageQuerySchema } from '../contract/envelope';
import { oneOf, text } from '../contract/variants';

const pageOnly = z.object({ page: pageQuerySchema.shape.page, limit: pageQuerySchema.shape.limit });

const unique = <T>(values: T[]) => [...new Set(values)];

/** One call for lists sharing an endpoint (drafts, statistics and sales by `scope`). */
const listCall = (path: string, lists: ResolvedList[]): ContractCall => {
  const shape: Record<string, z.ZodMiniType> = {
    ...(lists.every((list) => list.searchable === false) ? pageOnly : pageQuerySchema).shape,
  };
  for (const list of lists) Object.assign(shape, list.query?.shape);
  for (const key of unique(lists.flatMap((list) => Object.keys(list.fixedQuery ?? {})))) {
    const [first, ...rest] = unique(lists.map((list) => String(list.fixedQuery?.[key])));
    shape[key] = oneOf([first, ...rest]);
  }
  if (lists.some((list) => list.sortable)) shape.order = z.optional(text());
  const [row, ...rows] = unique(lists.map((list) => list.row));
  return {
    method: 'GET',
    path,
    summary: lists.map((list) => list.summary).join('; '),
    query: z.object(shape),
    answer: z.array(rows.length ? z.union([row, ...rows]) : row),
    list: {
      id: lists[0].idField ?? 'id',
      ...(lists[0].totalAt ? { total: lists[0].totalAt } : {}),
    },
  };
};

/** A list's detail (`one`) and create calls. */
const recordCalls = ({ endpoint, one, create }: ResolvedList): ContractCall[] => [
  ...(one
    ? [
        {
          method: 'GET' as const,
          // `{id}` as the OpenAPI path names it; the declaration encodes what it is given.
          path: decodeURIComponent(one.path('{id}')),
          summary: one.summary,
          params: { id: text() },
          answer: one.record,
        },
      ]
    : []),
  ...(create
    ? [
        {
          method: 'POST' as const,
          path: create.path ?? endpoint,
          summary: create.summary,
          body: create.body,
          answer: create.record,
        },
      ]
    : []),
];

/** The calls of the list resources, derived from their declarations. */
export const listCalls = (declarations: readonly ResolvedList[]): ContractCall[] => {
  const byEndpoint = new Map<string, ResolvedList[]>();
  for (const list of declarations)
    byEndpoint.set(list.endpoint, [...(byEndpoint.get(list.endpoint) ?? []), list]);
  return [
    ...[...byEndpoint].map(([path, lists]) => listCall(path, lists)),
    ...declarations.flatMap(recordCalls),
  ];
};
