import type { NotificationPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { dedupeSessionToasts, noteUnauthorized } from '../../src/layout/session/sessionToasts';

const toast = (message: string): NotificationPayload => ({
  message,
  type: 'error',
  notificationOptions: {},
});

describe('one session toast however many 401s', () => {
  it('keeps the first 401 toast of a queue and every other toast', () => {
    const queue = [
      toast('app.http.unauthorized'),
      toast('Saved'),
      toast('app.http.unauthorized'),
      toast('app.http.unauthorized'),
    ];
    expect(dedupeSessionToasts(queue, false).map((one) => one.message)).toEqual([
      'app.http.unauthorized',
      'Saved',
    ]);
  });

  it('drops them all once one was shown since the session ended', () => {
    expect(
      dedupeSessionToasts([toast('app.http.unauthorized'), toast('Saved')], true).map(
        (one) => one.message,
      ),
    ).toEqual(['Saved']);
  });

  it("counts a server's own 401 message as a session toast once a 401 carried it", () => {
    const queue = [toast('Session expired, sign in'), toast('app.http.unauthorized')];
    expect(dedupeSessionToasts(queue, false)).toHaveLength(2);
    noteUnauthorized(
      new ApiError({ message: 'Session expired, sign in', status: 401, kind: 'http' }),
    );
    expect(dedupeSessionToasts(queue, false).map((one) => one.message)).toEqual([
      'Session expired, sign in',
    ]);
  });

  it('ignores other errors', () => {
    noteUnauthorized(new ApiError({ message: 'Boom', status: 500, kind: 'http' }));
    expect(dedupeSessionToasts([toast('Boom'), toast('Boom')], false)).toHaveLength(2);
  });
});
