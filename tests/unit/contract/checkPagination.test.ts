import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { paginationMismatch, runContractCheck } from '../../../src/contract-tools/check';
import { successOf } from '../../../src/contract-tools/openapi';

const ROW = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical',
  output: 'Report',
  supervisorName: null,
  userPath: '/users/7',
};

/** A server whose opportunities list answers with `meta`, and nothing else. */
const check = async (meta: unknown) => {
  const lines: string[] = [];
  await runContractCheck({
    base: 'https://api.example/api/v1',
    fetch: (async (input: string | URL | Request) =>
      String(input).includes('/admin/sales/opportunities?')
        ? new Response(JSON.stringify({ data: [ROW], meta }))
        : new Response('not here', { status: 404 })) as typeof fetch,
    log: (line) => lines.push(line),
  });
  return lines.find((line) => line.startsWith('GET /admin/sales/opportunities?'));
};

describe("contract:check and a list's pagination", () => {
  it('names the missing key, and what the server wrote instead', async () => {
    expect(await check({ pagination: { total: 40, page: 1, limit: 25 } })).toBe(
      'GET /admin/sales/opportunities?page=1&limit=25: mismatch at meta.pagination.totalCount: missing' +
        " (meta.pagination has total, page, limit; a list's route.ts names another total with totalAt)",
    );
    expect(await check({ pagination: { totalCount: 40 } })).toBe(
      "GET /admin/sales/opportunities?page=1&limit=25: mismatch at meta.pagination.currentCount: missing (meta.pagination has totalCount; a list's route.ts names another total with totalAt)",
    );
    expect(await check(undefined)).toBe(
      'GET /admin/sales/opportunities?page=1&limit=25: mismatch at meta: missing',
    );
    expect(await check({ pagination: { currentCount: 1, totalCount: 1 } })).toBe(
      'GET /admin/sales/opportunities?page=1&limit=25: ok',
    );
  });

  it("reads a route's totalAt alone: a count there is all the console pages by", () => {
    const meta = { pagination: { total: 40, page: 1, limit: 25 } };
    expect(paginationMismatch('meta.pagination.total', meta)).toBeUndefined();
    expect(paginationMismatch('meta.pagination.count', meta)).toBe(
      'mismatch at meta.pagination.count: missing',
    );
    expect(paginationMismatch('meta.pagination.page', { pagination: { page: 'one' } })).toBe(
      'mismatch at meta.pagination.page: expected a count',
    );
  });
});

describe("OpenAPI and a list's declared total", () => {
  it('describes the count where the route reads it, and CONTRACT §5 otherwise', () => {
    const meta = (total?: `meta.${string}`) => {
      const success = successOf({
        method: 'GET',
        path: '/admin/codes',
        summary: 'Codes',
        answer: z.array(z.object({ id: z.number() })),
        list: { id: 'id', ...(total ? { total } : {}) },
      }) as { content: Record<string, { schema: { properties: { meta: unknown } } }> };
      return success.content['application/json'].schema.properties.meta;
    };
    expect(meta('meta.pagination.total')).toMatchObject({
      type: 'object',
      required: ['pagination'],
      properties: {
        pagination: {
          type: 'object',
          required: ['total'],
          properties: { total: { type: 'integer', minimum: 0 } },
        },
      },
    });
    expect(meta()).toMatchObject({
      properties: { pagination: { $ref: '#/components/schemas/Pagination' } },
    });
  });
});
