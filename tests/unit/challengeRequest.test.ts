import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { mockControl } from '../../mocks/node';
import { opportunities } from '../../mocks/db/opportunities';
import { clientError, errorFromResponse } from '../../src/api/errors';
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from '../../src/challenge-request/draft';
import { failureOf } from '../../src/challenge-request/failure';
import { buildRequest, emptyValues, validateRequest } from '../../src/challenge-request/request';
import { fieldOfPath, splitFieldErrors } from '../../src/challenge-request/serverErrors';
import { isChallengeRequestPath, requestRoute } from '../../src/challenge-request/routes';
import { publicAreaOf } from '../../src/app/publicAreas';
import { challengeRequestSchema } from '../../src/contract/challengeRequest';
import { toRequest } from './contract/mockExamples';

const filled = () => ({
  ...emptyValues(),
  email: '  dana@fabrikam.example ',
  firstName: 'Dana',
  lastName: 'Reyes',
  company: 'Fabrikam ',
  challengeTopic: 'Snacks on campus',
});

describe('the request body (CONTRACT §8)', () => {
  it('sends every payload key, trimmed, with blanks as empty text', () => {
    const body = buildRequest({ ...filled(), industry: 'Retail', anonymousOrBranded: 'Branded' });
    expect(body).toEqual({
      email: 'dana@fabrikam.example',
      payload: {
        firstName: 'Dana',
        lastName: 'Reyes',
        found_out_from: '',
        company: 'Fabrikam',
        industry: 'Retail',
        challengerTitle: '',
        challengeOutput: '',
        anonymousOrBranded: 'Branded',
        solutionsTimeframe: '',
        challengeTopic: 'Snacks on campus',
        challengeQuestions: '',
        challengeGuardrails: '',
        challengeSupplementals: '',
      },
    });
    expect(challengeRequestSchema.safeParse(body).success).toBe(true);
  });

  it('never sends a value off the fixed lists', () => {
    const body = buildRequest({ ...filled(), industry: 'Mining', anonymousOrBranded: 'Both' });
    expect(body.payload.industry).toBe('');
    expect(body.payload.anonymousOrBranded).toBe('');
  });
});

describe('the form’s own checks', () => {
  it('asks for e-mail, names, company and topic, and nothing else', () => {
    expect(validateRequest(emptyValues())).toEqual({
      email: 'app.request.errors.required',
      firstName: 'app.request.errors.required',
      lastName: 'app.request.errors.required',
      company: 'app.request.errors.required',
      challengeTopic: 'app.request.errors.required',
    });
    expect(validateRequest(filled())).toEqual({});
  });

  it('refuses an odd e-mail, blank-only text and a value off the lists', () => {
    expect(
      validateRequest({ ...filled(), email: 'dana@', company: '   ', industry: 'Mining' }),
    ).toEqual({
      email: 'app.request.errors.email',
      company: 'app.request.errors.required',
      industry: 'app.request.errors.choice',
    });
  });
});

describe('a refusal mapped onto the form', () => {
  it('puts payload paths and the e-mail on their fields, the rest in the form’s message', () => {
    expect(fieldOfPath('payload.company')).toBe('company');
    expect(fieldOfPath('email')).toBe('email');
    expect(fieldOfPath('firstName')).toBe('firstName');
    expect(fieldOfPath('payload.logo')).toBeUndefined();
    expect(
      splitFieldErrors({
        'payload.company': 'is taken',
        email: 'is invalid',
        base: 'Too many requests today',
        'payload.logo': 'is missing',
      }),
    ).toEqual({
      fields: { company: 'is taken', email: 'is invalid' },
      others: ['Too many requests today', 'payload.logo: is missing'],
    });
  });

  it('reads a 422 with field errors, a 422 with a message, a 5xx and a time-out', () => {
    const fields = failureOf(
      errorFromResponse(422, { data: { errors: { 'payload.company': ["can't be blank"] } } }),
    );
    expect(fields).toEqual({
      kind: 'refused',
      message: 'app.request.errors.refused',
      fields: { company: "can't be blank" },
    });
    expect(failureOf(errorFromResponse(422, { errors: 'Your session expired' }))).toEqual({
      kind: 'refused',
      message: 'Your session expired',
      fields: {},
    });
    expect(failureOf(errorFromResponse(500, { data: { message: 'PG::Error' } }))).toEqual({
      kind: 'failed',
      message: 'app.http.server_error',
      fields: {},
    });
    expect(failureOf(clientError('timeout')).message).toBe('app.http.timeout');
    expect(failureOf(new Error('boom')).kind).toBe('failed');
  });
});

describe('the draft on this device', () => {
  const store = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  };

  it('keeps typed values, reads back only known text fields, and is cleared', () => {
    const storage = store();
    writeDraft({ ...filled(), challengeQuestions: 'Why?\nHow?' }, storage);
    expect(readDraft(storage)).toMatchObject({
      challengeQuestions: 'Why?\nHow?',
      lastName: 'Reyes',
    });
    storage.setItem(DRAFT_KEY, JSON.stringify({ company: 3, other: 'x', lastName: 'R' }));
    expect(readDraft(storage)).toEqual({ lastName: 'R' });
    storage.setItem(DRAFT_KEY, '{broken');
    expect(readDraft(storage)).toBeNull();
    clearDraft(storage);
    expect(storage.items.size).toBe(0);
  });

  it('keeps nothing for an empty form', () => {
    const storage = store();
    writeDraft(filled(), storage);
    writeDraft(emptyValues(), storage);
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
  });
});

describe('the two public pages’ addresses', () => {
  it('belong to the challenge request area, not the console', () => {
    expect(isChallengeRequestPath('/challenge_request')).toBe(true);
    expect(isChallengeRequestPath('/challenge_request/success')).toBe(true);
    expect(isChallengeRequestPath('/challenge_requests')).toBe(false);
    expect(isChallengeRequestPath('/admin/challenge_request')).toBe(false);
    expect(publicAreaOf('/challenge_request')?.what).toBe('The challenge request page');
    expect(publicAreaOf('/challenges/open-challenge')?.what).toBe('The challenge page');
    expect(publicAreaOf('/admin/')).toBeUndefined();
    expect(requestRoute('/challenge_request/')).toBe('form');
    expect(requestRoute('/challenge_request/success')).toBe('success');
    expect(requestRoute('/challenge_request/other')).toBe('unknown');
  });
});

describe('the mock’s POST /sales/opportunities', () => {
  beforeEach(() => mockControl.reset());
  const post = (body: unknown) =>
    getResponse(
      handlers,
      toRequest('POST', '/sales/opportunities', () => body as never),
    );

  it('refuses blank required fields by payload path, like a Rails server', async () => {
    const response = await post({ email: 'nope', payload: { industry: 'Mining' } });
    expect(response?.status).toBe(422);
    const body = (await response?.json()) as { data: { errors: Record<string, string[]> } };
    expect(body.data.errors).toEqual({
      email: ['is invalid'],
      'payload.firstName': ["can't be blank"],
      'payload.lastName': ["can't be blank"],
      'payload.company': ["can't be blank"],
      'payload.challengeTopic': ["can't be blank"],
      'payload.industry': ['is not included in the list'],
    });
  });

  it('adds the request to the opportunities, unclaimed, with no account page for a new client', async () => {
    const before = opportunities().size;
    const response = await post(buildRequest(filled()));
    expect(response?.status).toBe(200);
    const { data } = (await response?.json()) as { data: { id: number } };
    const row = opportunities().get(data.id);
    expect(opportunities().size).toBe(before + 1);
    expect(row).toMatchObject({
      email: 'dana@fabrikam.example',
      firstName: 'Dana',
      lastName: 'Reyes',
      supervisorName: null,
      userId: null,
    });
    expect(row?.payload.company).toBe('Fabrikam');
  });
});
