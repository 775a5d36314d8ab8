import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { opportunities } from '../../../mocks/db/opportunities';
import { handlers } from '../../../mocks/handlers';
import { mockControl } from '../../../mocks/node';
import { answersNothing, callOf, namedAnswer } from '../../../mocks/namedAnswers';
import { OPEN_SHAPE_FORMS } from '../../../mocks/openShapeWriters';
import { storeObject } from '../../../mocks/storage';
import { answerModeOf } from '../../../mocks/route';
import { CONTRACT_CALLS, type ContractCall } from '../../../src/contract-tools/calls';
import { fieldMarks } from '../../../src/contract-tools/fieldMarks';
import { OPEN_SHAPE_VARIANTS } from '../../../src/contract/openShapeForms';
import { COLOUR_KEYS } from '../../../src/contract/openShapes';
import { collectVariants, isRecord } from '../../../src/contract/variants';
import { exampleOf, toRequest } from '../contract/mockExamples';

const callNamed = (name: string) =>
  CONTRACT_CALLS.find((call) => `${call.method} ${call.path}` === name)!;

/** The mock's answer to the call's example request: as it is, or in `named` mode. */
const answerOf = async (call: ContractCall, seed?: number, url = exampleOf(call).url()) => {
  const example = exampleOf(call);
  for (const path of example.before ?? []) await getResponse(handlers, toRequest('POST', path));
  if (seed !== undefined) mockControl.faults.add({ path: '*', variant: { mode: 'named', seed } });
  const response = await getResponse(handlers, toRequest(call.method, url, example.body));
  mockControl.faults.clear();
  const body = response!.status === 204 ? { data: undefined } : await response!.json();
  return { status: response!.status, body: body as { data: unknown } };
};

/** Every key path of a JSON value, as fieldMarks spells them (`data.rows[].name`), JSON texts included. */
const pathsOf = (value: unknown, path = 'data'): string[] => {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return pathsOf(JSON.parse(value), path);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap((item) => pathsOf(item, `${path}[]`));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    `${path}.${key}`,
    ...pathsOf(item, `${path}.${key}`),
  ]);
};

const RUBRIC = 'data.contest_evaluation_scheme.evaluation_rubric.criteria[]';
/** Calls with fields of ours, and where their open shapes sit (given in other forms there). */
const CASES: [string, string[]][] = [
  ['GET /admin/sales/opportunity/{id}', ['data.supervisor']],
  ['GET /admin/sales/opportunities', []],
  ['GET /admin/contests/{slug}', COLOUR_KEYS.map((key) => `${RUBRIC}.${key}`)],
  ['GET /contests/{slug}', []],
  ['GET /admin/companies/invoices', []],
];

describe("the mock's named answers", () => {
  it.each(CASES)('%s: no field of ours at any depth, every named one kept', async (name, open) => {
    const call = callNamed(name);
    const marks = new Map(
      fieldMarks()
        .filter((field) => field.call === name)
        .map((field) => [field.path, field.mark]),
    );
    const outsideOpen = (path: string) => !open.some((prefix) => path.startsWith(prefix));
    const isNamed = (path: string) => marks.get(path)?.['x-named-in'] !== undefined;
    // A path is kept when it and every field above it are named.
    const allNamed = (path: string) => {
      const keys = path.split('.');
      return keys.slice(1).every((_, index) => isNamed(keys.slice(0, index + 2).join('.')));
    };

    const plain = pathsOf((await answerOf(call)).body.data).filter(outsideOpen);
    const named = await answerOf(call, 3);
    const kept = pathsOf(named.body.data).filter(outsideOpen);
    expect(plain.some((path) => marks.get(path)?.['x-ours'])).toBe(true);
    expect(kept.filter((path) => !isNamed(path))).toEqual([]);
    expect(plain.filter(allNamed).filter((path) => !kept.includes(path))).toEqual([]);
    expect(call.answer.safeParse(named.body.data).error?.issues ?? []).toEqual([]);
  });

  it.each([
    ['GET /admin/stats', 'displayDate'],
    ['GET /admin/chart', 'chart'],
    ['GET /admin/companies/form_selects/companies', 'options'],
    ['GET /admin/contests/form_selects/contest_permission_locations', 'optionGroups'],
    ['GET /admin/sales/opportunity/{id}', 'supervisor'],
  ] as const)('%s: its open shape comes in another accepted form', async (name, shape) => {
    const call = callNamed(name);
    const seen = new Set<string>();
    // An opportunity with a supervisor, so there is one to write.
    const url = exampleOf(call)
      .url()
      .replace(
        /\/1$/,
        `/${
          opportunities()
            .all()
            .find((row) => row.supervisorName)!.id
        }`,
      );
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { body } = await answerOf(call, seed, url);
      const { result, variants } = collectVariants(() => call.answer.safeParse(body.data));
      expect(result.success).toBe(true);
      const forms = variants.filter((variant) => OPEN_SHAPE_FORMS[shape].includes(variant));
      // Each seed gives a form the console reads as that open shape (epoch seconds are canonical).
      if (shape !== 'displayDate') expect(forms.length, `seed ${seed}`).toBeGreaterThan(0);
      forms.forEach((form) => seen.add(form));
    }
    // The seed rotates the forms.
    expect(seen.size).toBeGreaterThanOrEqual(Math.min(2, new Set(OPEN_SHAPE_FORMS[shape]).size));
  });

  it('keeps the rubric JSON text as text, with only its named keys and the colours under another key', () => {
    const rubric = {
      version: 2,
      criteria: [
        {
          name: 'Fit',
          short_name: 'Fit',
          chart_type: 'bar',
          colour_codes: ['#1553a8'],
          weight: 1,
          scale: [{ label: '1', level: 1, min_rating: 1, max_rating: 1, feedback_text: '', x: 1 }],
        },
      ],
    };
    const body = {
      data: {
        id: 4,
        slug: 'fit',
        contest_type: 'timed',
        contest_evaluation_scheme: {
          id: 9,
          pairwise_rating_scheme: 'none',
          evaluation_rubric: JSON.stringify(rubric),
        },
      },
    };
    const named = namedAnswer(body, 'GET', '/admin/contests/fit', 1) as typeof body;
    expect(named.data).not.toHaveProperty('id');
    expect(named.data).not.toHaveProperty('slug');
    expect(named.data.contest_evaluation_scheme).not.toHaveProperty('id');
    const text = named.data.contest_evaluation_scheme.evaluation_rubric;
    expect(typeof text).toBe('string');
    const [criterion] = (JSON.parse(text) as typeof rubric).criteria as Record<string, unknown>[];
    expect(JSON.parse(text)).not.toHaveProperty('version');
    expect(criterion).not.toHaveProperty('colour_codes');
    const colours = COLOUR_KEYS.filter((key) => key in criterion);
    expect(colours).toHaveLength(1);
    expect(criterion[colours[0]]).toEqual(['#1553a8']);
    expect((criterion.scale as Record<string, unknown>[])[0]).not.toHaveProperty('x');
  });

  it('gives the same answer for the same seed and request, but for the signatures of stored files', async () => {
    // A stored file's address is signed anew on every read (mocks/signedAddresses.ts).
    const unsigned = (body: unknown): unknown =>
      JSON.parse(JSON.stringify(body).replace(/\?X-Amz-Date=[^"]*/g, ''));
    for (const name of ['GET /admin/chart', 'GET /admin/contests/{slug}']) {
      const call = callNamed(name);
      expect(unsigned((await answerOf(call, 5)).body)).toEqual(
        unsigned((await answerOf(call, 5)).body),
      );
    }
    const body = { data: { updatedAt: '2026-03-01T09:30:00Z' } };
    expect(namedAnswer(body, 'GET', '/admin/stats', 8)).toEqual(
      namedAnswer(body, 'GET', '/admin/stats', 8),
    );
  });

  it('writes every open-shape form of the accepted-variant table', () => {
    const written = new Set(Object.values(OPEN_SHAPE_FORMS).flat());
    expect(Object.keys(OPEN_SHAPE_VARIANTS).filter((form) => !written.has(form as never))).toEqual(
      [],
    );
  });

  it('finds the call of a request by method and path, literal paths first', () => {
    expect(callOf('GET', '/admin/solvers/demographics/timestamp')?.path).toBe(
      '/admin/solvers/demographics/timestamp',
    );
    expect(callOf('GET', '/admin/solvers/demographics/age')?.path).toBe(
      '/admin/solvers/demographics/{kind}',
    );
    expect(callOf('GET', '/admin/contests/abc/clone')?.path).toBe('/admin/contests/{slug}/clone');
    expect(callOf('POST', '/admin/contests/abc')).toBeUndefined();
    expect(namedAnswer({ data: { a: 1 } }, 'GET', '/nowhere')).toEqual({ data: { a: 1 } });
  });

  it('is asked for by ?mockAnswers=named, with a seed after a colon', () => {
    expect(answerModeOf('named')).toEqual({ mode: 'named', seed: 1 });
    expect(answerModeOf('named:7')).toEqual({ mode: 'named', seed: 7 });
    expect(answerModeOf('extra')).toEqual({ mode: 'extra' });
    expect(answerModeOf('plain')).toBeUndefined();
  });
});

describe('every named answer of the mock parses with its call schema', () => {
  it.each(CONTRACT_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (_name, call) => {
      if (call.file) return;
      for (const seed of [1, 2, 3]) {
        const { status, body } = await answerOf(call, seed);
        if (status >= 400) continue;
        expect(call.answer.safeParse(body.data).error?.issues ?? [], `seed ${seed}`).toEqual([]);
      }
    },
  );
});

describe('calls whose answer no seed names (the upload callbacks, CONTRACT §7)', () => {
  const unnamed = CONTRACT_CALLS.filter((call) => answersNothing(call.method, call.path));
  const names = unnamed.map((call) => `${call.method} ${call.path}`);

  it('are found by the mark on their answer: every callback of the table is one', () => {
    const callbacks = CONTRACT_CALLS.filter((call) => /_callback$/.test(call.path));
    expect(callbacks.length).toBeGreaterThanOrEqual(4);
    expect(names).toEqual(callbacks.map((call) => `${call.method} ${call.path}`));
  });

  it.each(
    unnamed.flatMap((call) =>
      (['named', 'extra'] as const).map(
        (mode) => [`${call.method} ${call.path}`, mode, call] as const,
      ),
    ),
  )('%s answers 204 with no body in %s mode', async (_name, mode, call) => {
    const example = exampleOf(call);
    // The example's key, in storage, so the call succeeds.
    const body = example.body?.() as Record<string, { key: string }>;
    const { key } = Object.values(body)[0];
    await storeObject(key, new File(['x'], 'a.pdf'), false);
    mockControl.faults.add({ path: '*', variant: { mode, seed: 3 } });
    const response = await getResponse(
      handlers,
      toRequest(call.method, example.url(), () => body),
    );
    mockControl.faults.clear();
    expect(response!.status).toBe(204);
    expect(await response!.text()).toBe('');
  });
});
