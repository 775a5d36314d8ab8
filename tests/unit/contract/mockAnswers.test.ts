import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../../mocks/handlers';
import { CONTRACT_CALLS } from '../../../src/contract-tools/calls';
import { errorBodySchema, metaSchema } from '../../../src/contract/envelope';
import { collectVariants } from '../../../src/contract/variants';
import { exampleOf, toRequest } from './mockExamples';

const answer = async (method: string, path: string, body?: Parameters<typeof toRequest>[2]) => {
  const response = await getResponse(handlers, toRequest(method, path, body));
  if (!response) throw new Error(`no handler answers ${method} ${path}`);
  return response;
};

/** The mock speaks the contract, so mock and console cannot drift apart. */
describe('every answer of the mock passes the contract schema of its call', () => {
  it.each(CONTRACT_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (_name, call) => {
      const example = exampleOf(call);
      for (const path of example.before ?? []) await answer('POST', path);
      const response = await answer(call.method, example.url(), example.body);
      if (call.file) {
        expect(response.status).toBe(200);
        return;
      }
      const body: unknown = await response.json();
      if (response.status >= 400) {
        expect(response.status).toBeLessThan(500);
        expect(errorBodySchema.safeParse(body).success).toBe(true);
        return;
      }
      const envelope = body as { data: unknown; meta?: unknown };
      const { result, variants } = collectVariants(() => call.answer.safeParse(envelope.data));
      expect(result.error?.issues ?? []).toEqual([]);
      // The mock answers in the canonical form, never in an accepted variant.
      expect(variants).toEqual([]);
      if (call.list) expect(metaSchema.parse(envelope.meta).pagination).toBeDefined();
    },
  );

  it('answers most calls with success, so the test reads real answers', async () => {
    let succeeded = 0;
    for (const call of CONTRACT_CALLS) {
      const example = exampleOf(call);
      for (const path of example.before ?? []) await answer('POST', path);
      if ((await answer(call.method, example.url(), example.body)).ok) succeeded += 1;
    }
    expect(succeeded).toBeGreaterThanOrEqual(CONTRACT_CALLS.length - 10);
  });
});
