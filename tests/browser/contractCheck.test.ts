import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../mocks/config';
import { mockControl } from '../../mocks/control';
import { runContractCheck } from '../../src/contract-tools/check';
import { serve, type Served } from './serve';

/** `npm run contract:check` against the mock backend served over HTTP. */
describe('contract:check', () => {
  let served: Served;
  beforeAll(async () => {
    // A fresh seed and no faults: files run in one process, one after another.
    mockControl.reset();
    // No console here: a path outside the API base gets a page, as a misconfigured base would.
    const root = mkdtempSync(join(tmpdir(), 'contract-check-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Not the API</title>');
    served = await serve(root);
  });
  afterAll(() => served.close());

  /** The check's lines and exit status, with `rewrite` changing some answers on the way. */
  const check = async (rewrite?: (path: string, body: { data: unknown }) => void) => {
    const lines: string[] = [];
    const status = await runContractCheck({
      base: `${served.url}${API_BASE}`,
      log: (line) => lines.push(line),
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const path = new URL(String(input)).pathname.slice(API_BASE.length);
        if (!rewrite || !response.ok || !response.headers.get('content-type')?.includes('json'))
          return response;
        const body = (await response.json()) as { data: unknown };
        rewrite(path, body);
        return Response.json(body, { status: response.status });
      },
    });
    return { lines, status };
  };

  it('finds every answer of the mock in the contract', async () => {
    const { lines, status } = await check();
    expect(
      lines.filter((line) => !/: (ok( \(missing optional: .+\))?|skipped \(.+\))$/.test(line)),
    ).toEqual([]);
    expect(status).toBe(0);
    expect(lines.filter((line) => line.endsWith(': ok')).length).toBeGreaterThanOrEqual(30);
    expect(lines).toContain('GET /admin/contests?scope=drafts&page=1&limit=25: ok');
    // The details take their ids and slugs from the lists.
    expect(lines.some((line) => /^GET \/admin\/sales\/opportunity\/\d+: ok$/.test(line))).toBe(
      true,
    );
    // The clone answers as a server that prefills the copy from its source, its identity
    // included (the console drops it): probed, and read like any challenge.
    expect(lines.some((line) => /^GET \/admin\/contests\/[\w-]+\/clone: ok/.test(line))).toBe(true);
  });

  it('names a drifted field, and an accepted variant, and fails', async () => {
    const { lines, status } = await check((path, body) => {
      const data = body.data as Record<string, unknown>[] & Record<string, unknown>;
      if (path === '/admin/stats') data.usersToday = 'many';
      if (path === '/admin/solvers/cashouts/balance') body.data = String(body.data);
      if (path === '/admin/contests' && Array.isArray(data) && data[3] && 'tags' in data[3])
        data[3].tags = { first: 'ai' };
    });
    expect(lines).toContain('GET /admin/stats: mismatch at data.usersToday: expected a number');
    expect(lines).toContain(
      'GET /admin/solvers/cashouts/balance: ok (accepted variant: number as text)',
    );
    expect(lines).toContain(
      'GET /admin/contests?scope=drafts&page=1&limit=25: mismatch at data[3].tags: expected a list of text',
    );
    expect(status).toBe(1);
  });

  it('runs as npm run contract:check, exit status 1 on a mismatch and 0 when all is well', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, [
      'scripts/contract-check.mjs',
      `${served.url}${API_BASE}`,
      '--cookie',
      'mock_solver=ava.top@stanford.edu',
    ]);
    expect(stdout).toContain('GET /admin/stats: ok');
    const failing = run(process.execPath, ['scripts/contract-check.mjs', `${served.url}/nothing`]);
    await expect(failing).rejects.toMatchObject({ code: 1 });
  });
});
