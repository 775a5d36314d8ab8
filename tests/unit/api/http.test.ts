import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, EARLY_ANSWER_MAX_AGE_MS } from '../../../src/api';
import { removeCsrfMeta, setCsrfMeta } from '../../helpers/csrfMeta';

type FetchArgs = Parameters<typeof fetch>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clientWith = (
  respond: (...args: FetchArgs) => Promise<Response> | Response,
  timeoutMs = 15_000,
) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = vi.fn(async (...args: FetchArgs) => {
    calls.push({ url: String(args[0]), init: args[1] ?? {} });
    return respond(...args);
  });
  const onError = vi.fn();
  const client = createHttpClient({
    getBase: () => '/api/v1',
    timeoutMs,
    fetch: fetchStub as typeof fetch,
    onError,
  });
  return { client, calls, fetchStub, onError };
};

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
};

afterEach(() => {
  vi.useRealTimers();
  removeCsrfMeta();
});

describe('requests', () => {
  it('sends JSON with credentials, Accept and the query without empty values', async () => {
    const { client, calls } = clientWith(() => json({ data: { ok: true } }));
    const result = await client.post(
      '/admin/sales/claim',
      { id: 4 },
      { query: { page: 1, search: '', scope: 'drafts' } },
    );
    expect(result.data).toEqual({ ok: true });
    expect(calls[0].url).toBe('/api/v1/admin/sales/claim?page=1&scope=drafts');
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.body).toBe('{"id":4}');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends a FormData body as multipart, leaving the boundary to the browser', async () => {
    const { client, calls } = clientWith(() => json({ data: { redirectTo: '/admin/' } }));
    const form = new FormData();
    form.append('form_type', 'team');
    await client.post('/admin/companies', form);
    expect(calls[0].init.body).toBe(form);
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends X-CSRF-Token from the meta tag on non-GET requests only', async () => {
    setCsrfMeta('token-123');
    const { client, calls } = clientWith(() => json({ data: null }));
    await client.get('/admin/stats');
    await client.post('/admin/companies/invoices', { email: 'a@b.c' });
    expect((calls[0].init.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
    expect((calls[1].init.headers as Record<string, string>)['X-CSRF-Token']).toBe('token-123');
  });

  it('returns meta along with data', async () => {
    const { client } = clientWith(() =>
      json({ data: [1, 2], meta: { pagination: { currentCount: 2, totalCount: 9 } } }),
    );
    const result = await client.get<number[]>('/admin/sales/opportunities');
    expect(result.meta?.pagination?.totalCount).toBe(9);
  });
});

describe('errors', () => {
  it('reads data.message and a dotted-path map, joining arrays with commas', async () => {
    const { client, onError } = clientWith(() =>
      json(
        {
          data: {
            message: 'Invalid contest',
            errors: {
              title: ["can't be blank", 'is too short'],
              'contest_layout_customization.custom_banner_color': 'is not a colour',
              feedback_tags: { 2: { name: ['is taken'] } },
            },
          },
        },
        422,
      ),
    );
    const error = await caught(client.post('/admin/contests', {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Invalid contest');
    expect(error.serverMessage).toBe('Invalid contest');
    expect(error.fieldErrors).toEqual({
      title: "can't be blank, is too short",
      'contest_layout_customization.custom_banner_color': 'is not a colour',
      'feedback_tags.2.name': 'is taken',
    });
    expect(error.body.errors.title).toBe("can't be blank, is too short");
    expect(error.body.errors['title.0']).toBeUndefined();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('accepts message and errors at the top level of the body', async () => {
    const { client } = clientWith(() =>
      json({ message: 'Nope', errors: { email: ['is unknown'] } }, 422),
    );
    const error = await caught(client.post('/accounts/admin_login_as', { email: 'x' }));
    expect(error.serverMessage).toBe('Nope');
    expect(error.fieldErrors).toEqual({ email: 'is unknown' });
  });

  it('keeps a plain-string errors as a form-level error', async () => {
    const { client } = clientWith(() => json({ data: { errors: 'Deadline is in the past' } }, 400));
    const error = await caught(client.post('/admin/contests', {}));
    expect(error.formError).toBe('Deadline is in the past');
    expect(error.body.errors.root).toEqual({ serverError: 'Deadline is in the past' });
  });

  it('turns a 422 without field errors (a stale CSRF token) into a form-level error', async () => {
    const { client } = clientWith(() => new Response('', { status: 422 }));
    const error = await caught(client.post('/admin/companies/invoices', {}));
    expect(error.formError).toBe('app.http.unprocessable');
    expect(error.message).toBe('app.http.unprocessable');
  });

  it('names the status when the server says nothing', async () => {
    const { client } = clientWith(() => new Response('', { status: 503 }));
    const error = await caught(client.get('/admin/stats'));
    expect(error.status).toBe(503);
    expect(error.message).toBe('app.http.server_error');
    expect(error.serverMessage).toBeUndefined();
  });

  it('says a non-JSON answer could not be read', async () => {
    const { client } = clientWith(() => new Response('<html>Bad gateway</html>', { status: 200 }));
    const error = await caught(client.get('/admin/stats'));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('app.http.parse');
  });

  it('says JSON without the envelope is unexpected, naming the call', async () => {
    const { client } = clientWith(() => json([1, 2, 3]));
    const error = await caught(client.get('/admin/stats'));
    expect(error.kind).toBe('shape');
    expect(error.message).toBe('app.http.shape');
    expect(error.detail).toBe('GET /admin/stats: data: missing');
  });

  it.each([
    ['not JSON', () => new Response('<html>Done</html>', { status: 200 })],
    ['empty', () => new Response('', { status: 201 })],
    ['no content', () => new Response(null, { status: 204 })],
    ['null', () => json(null)],
    ['{}', () => json({})],
    ['outside the envelope', () => json({ action: 'approved' })],
  ])('takes a 2xx to a change with a body %s as done, with nothing to read', async (_, answer) => {
    const { client } = clientWith(answer);
    await expect(client.post('/admin/solvers/cashouts/decide', { id: 1 })).resolves.toMatchObject({
      data: undefined,
    });
  });

  it('keeps the status of a non-JSON error answer', async () => {
    const { client } = clientWith(() => new Response('<html>Oops</html>', { status: 500 }));
    const error = await caught(client.get('/admin/stats'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('app.http.server_error');
  });
});

describe('time-out, network failures and aborts', () => {
  const hang = (_input: FetchArgs[0], init?: FetchArgs[1]) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });

  it('times out after the configured time with a message that says so', async () => {
    vi.useFakeTimers();
    const { client, onError } = clientWith(hang, 15_000);
    const pending = caught(client.get('/admin/stats'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('app.http.timeout');
  });

  it('retries a GET once after a network failure', async () => {
    let attempts = 0;
    const { client, fetchStub } = clientWith(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return json({ data: 42 });
    });
    expect((await client.get('/admin/solvers/cashouts/balance')).data).toBe(42);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('never retries a non-GET', async () => {
    const { client, fetchStub } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(client.post('/admin/solvers/cashouts/decide', { id: 1 }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('app.http.network');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('gives up on a GET after the one retry', async () => {
    const { client, fetchStub } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await caught(client.get('/admin/stats'))).kind).toBe('network');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('aborts with the caller signal, without reporting an error', async () => {
    const { client, onError } = clientWith(hang);
    const controller = new AbortController();
    const pending = caught(client.get('/admin/stats', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(error.name).toBe('AbortError');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('a GET sent early', () => {
  it('is sent once: the first get of the same URL takes its answer, the next sends again', async () => {
    let n = 0;
    const { client, calls } = clientWith(() => json({ data: { n: (n += 1) } }));
    client.preload('/admin/contests', { scope: 'drafts', page: 1 });
    client.preload('/admin/contests', { scope: 'drafts', page: 1 });
    expect(calls).toHaveLength(1);
    expect(
      (await client.get('/admin/contests', { query: { scope: 'drafts', page: 1 } })).data,
    ).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(
      (await client.get('/admin/contests', { query: { scope: 'drafts', page: 1 } })).data,
    ).toEqual({ n: 2 });
    // Another query is another request.
    await client.get('/admin/contests', { query: { scope: 'drafts', page: 2 } });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/admin/contests?scope=drafts&page=1',
      '/api/v1/admin/contests?scope=drafts&page=1',
      '/api/v1/admin/contests?scope=drafts&page=2',
    ]);
  });

  it('its error answer is read as the caller’s own, and reported once', async () => {
    const { client, onError } = clientWith(() => json({ data: { message: 'Nope' } }, 401));
    client.preload('/admin/stats');
    expect(onError).not.toHaveBeenCalled();
    const error = await caught(client.get('/admin/stats'));
    expect(error.status).toBe(401);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a caller that leaves before the answer leaves it for the next one', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client, calls } = clientWith(
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    client.preload('/admin/stats');
    const controller = new AbortController();
    const first = caught(client.get('/admin/stats', { signal: controller.signal }));
    controller.abort();
    expect((await first).kind).toBe('aborted');
    const second = client.get('/admin/stats');
    release(json({ data: { ok: true } }));
    expect((await second).data).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });

  /**
   * The early request is held until it is called off, then rejects as fetch does on an abort;
   * every later request answers `{ own: true }`.
   */
  const heldUntilCalledOff = () => {
    let sent = 0;
    const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
    return clientWith((_url, init) =>
      (sent += 1) === 1
        ? new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(abortError()), { once: true }),
          )
        : json({ data: { own: true } }),
    );
  };

  it('called off before any caller took it: cancelled and dropped, the next get sends its own', async () => {
    const { client, calls, onError } = heldUntilCalledOff();
    const left = new AbortController();
    client.preload('/admin/contests/a', undefined, left.signal);
    left.abort();
    expect(calls[0].init.signal?.aborted).toBe(true);
    expect((await client.get('/admin/contests/a')).data).toEqual({ own: true });
    expect(calls).toHaveLength(2);
    // Once called off, the same screen's next opening may send it early again.
    client.preload('/admin/contests/a');
    expect(calls).toHaveLength(3);
    expect(onError).not.toHaveBeenCalled();
  });

  it('called off while a caller waits on it: the caller sends its own and reads its answer', async () => {
    const { client, calls, onError } = heldUntilCalledOff();
    const left = new AbortController();
    client.preload('/admin/contests/a', undefined, left.signal);
    const waiting = client.get('/admin/contests/a');
    left.abort();
    expect((await waiting).data).toEqual({ own: true });
    expect(calls).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('called off after its answer was read: nothing changes for the caller', async () => {
    const { client, calls } = clientWith(() => json({ data: { early: true } }));
    const left = new AbortController();
    client.preload('/admin/contests/a', undefined, left.signal);
    expect((await client.get('/admin/contests/a')).data).toEqual({ early: true });
    left.abort();
    expect(calls).toHaveLength(1);
  });

  it('an answer older than its limit is not used', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(() => json({ data: {} }));
    client.preload('/admin/stats');
    vi.advanceTimersByTime(EARLY_ANSWER_MAX_AGE_MS + 1);
    await client.get('/admin/stats');
    expect(calls).toHaveLength(2);
  });
});

describe('a peeking client (the console’s first view)', () => {
  it('reads an early answer without taking it: kept, it is dropped; not kept, the screen takes it', async () => {
    const { client, calls } = clientWith(() => json({ data: { rows: 3 } }));
    client.preload('/admin/contests', { page: 1 });
    client.preload('/admin/stats');
    const first = client.peeking();
    expect((await first.client.get('/admin/contests', { query: { page: 1 } })).data).toEqual({
      rows: 3,
    });
    first.keep();
    const second = client.peeking();
    expect((await second.client.get('/admin/stats')).data).toEqual({ rows: 3 });
    expect(calls).toHaveLength(2);
    // Kept: the screen's own call sends again (it found the answer in its cache, and never asks).
    await client.get('/admin/contests', { query: { page: 1 } });
    // Not kept: the screen's call reads the same answer, with no request.
    expect((await client.get('/admin/stats')).data).toEqual({ rows: 3 });
    expect(calls).toHaveLength(3);
  });

  it('sends nothing for an answer that was not sent early', async () => {
    const { client, calls } = clientWith(() => json({ data: {} }));
    expect((await caught(client.peeking().client.get('/admin/stats'))).kind).toBe('aborted');
    expect(calls).toHaveLength(0);
  });

  it('a failure it reads is reported by the screen’s call alone, which reads it as its own', async () => {
    const { client, calls, onError } = clientWith(() => json({ data: { message: 'Nope' } }, 401));
    client.preload('/admin/stats');
    expect((await caught(client.peeking().client.get('/admin/stats'))).status).toBe(401);
    expect(onError).not.toHaveBeenCalled();
    expect((await caught(client.get('/admin/stats'))).status).toBe(401);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('an answer that is not JSON fails the same way for both, from one request', async () => {
    const { client, calls } = clientWith(() => new Response('<html>', { status: 200 }));
    client.preload('/admin/stats');
    expect((await caught(client.peeking().client.get('/admin/stats'))).kind).toBe('parse');
    expect((await caught(client.get('/admin/stats'))).kind).toBe('parse');
    expect(calls).toHaveLength(1);
  });
});
