import { describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, http } from '../../../src/api';
import { storedObjects } from '../../../mocks/db/storage';
import { mockControl } from '../../../mocks/node';
import { storeObject } from '../../../mocks/storage';

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};
const add = mockControl.faults.add;

describe('fault injection', () => {
  it('forces a status with field errors in the CONTRACT shape', async () => {
    add({
      path: '/accounts/admin_login_as',
      method: 'POST',
      status: 422,
      message: 'Invalid',
      errors: { email: ['is unknown', 'is invalid'] },
    });
    const error = await rejection(http.post('/accounts/admin_login_as', { email: 'x@y.z' }));
    expect(error).toMatchObject({ status: 422, kind: 'http', serverMessage: 'Invalid' });
    expect(error.fieldErrors).toEqual({ email: 'is unknown, is invalid' });
  });

  it.each([401, 403, 500])('forces status %i with a default message', async (status) => {
    add({ path: '/admin/context', status });
    const error = await rejection(http.get('/admin/context'));
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe(`Forced status ${status}`);
  });

  it('sends a whole body when given one', async () => {
    add({
      path: '/admin/context',
      status: 409,
      body: { data: { message: 'Conflict', errors: 'Stale' } },
    });
    const error = await rejection(http.get('/admin/context'));
    expect(error.serverMessage).toBe('Conflict');
  });

  it('fails the network (a GET is tried once more, so it needs two hits)', async () => {
    add({ path: '/admin/context', network: true, times: 2 });
    expect((await rejection(http.get('/admin/context'))).kind).toBe('network');
    expect(mockControl.faults.list()).toEqual([]);
    await expect(http.get('/admin/context')).resolves.toMatchObject({ status: 200 });
  });

  it('answers a non-JSON body', async () => {
    add({ path: '/admin/context', nonJson: true });
    expect((await rejection(http.get('/admin/context'))).kind).toBe('parse');
  });

  it('never answers on a time-out, so the client times out', async () => {
    add({ path: '/admin/context', timeout: true });
    const client = createHttpClient({ getBase: () => '/api/v1', timeoutMs: 50 });
    expect((await rejection(client.get('/admin/context'))).kind).toBe('timeout');
  });

  it('with `done`, lets the call do its work first, then answers as the rule says', async () => {
    const key = 'contestfiles/done/a.pdf';
    await storeObject(key, new File(['x'], 'a.pdf'), false);
    add({ path: '/admin/contestfiles/uploaded_callback', empty: true, done: true });
    const answer = await http.post('/admin/contestfiles/uploaded_callback', {
      contestfile: { key },
    });
    expect([answer.status, answer.data]).toEqual([204, undefined]);
    expect(storedObjects().get(key)?.confirmed).toBe(true);
  });

  it('delays an answer that then succeeds', async () => {
    add({ path: '/admin/context', delayMs: 120 });
    const started = performance.now();
    await http.get('/admin/context');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('wears off after `times` hits and matches method and wildcards', async () => {
    add({ path: '/admin/contestfiles/*', method: 'POST', status: 500, times: 1 });
    await expect(
      http.get('/admin/contestfiles/signed_url', { query: { filename: 'a.pdf' } }),
    ).resolves.toBeDefined();
    expect((await rejection(http.post('/admin/contestfiles/uploaded_callback', {}))).status).toBe(
      500,
    );
    expect((await rejection(http.post('/admin/contestfiles/uploaded_callback', {}))).status).toBe(
      422,
    );
  });

  it('is cleared by reset', async () => {
    add({ path: '/admin/context', status: 500 });
    mockControl.reset();
    await expect(http.get('/admin/context')).resolves.toMatchObject({ status: 200 });
  });
});
