import { describe, expect, it } from 'vitest';
import { clientError, errorFromResponse } from '../../src/api/errors';
import { isRefusal } from '../../src/solver/errors';

describe('isRefusal: which failed calls make the solver ineligible', () => {
  it('a 4xx with a reason is a refusal', () => {
    expect(isRefusal(errorFromResponse(403, { data: { errors: 'On hold.' } }))).toBe(true);
    expect(isRefusal(errorFromResponse(403, { data: { message: 'Not for you.' } }))).toBe(true);
    expect(isRefusal(errorFromResponse(422, { data: { errors: { answer: ['wrong'] } } }))).toBe(
      true,
    );
  });

  it('a 5xx, a bare 4xx, a time-out, a dropped connection or an unreadable answer is not', () => {
    expect(isRefusal(errorFromResponse(500, { data: { message: 'Boom' } }))).toBe(false);
    expect(isRefusal(errorFromResponse(503, 'Service Unavailable'))).toBe(false);
    expect(isRefusal(errorFromResponse(409, {}))).toBe(false);
    expect(isRefusal(clientError('timeout'))).toBe(false);
    expect(isRefusal(clientError('network'))).toBe(false);
    expect(isRefusal(clientError('parse', 200))).toBe(false);
    expect(isRefusal(new Error('odd'))).toBe(false);
  });
});
