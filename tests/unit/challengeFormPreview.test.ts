import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenPointScale } from '../../src/contract/contest';
import {
  CONTEST_TYPES,
  IDEATION_REWARD_POLICIES,
  REWARD_POLICIES,
  type ContestType,
} from '../../src/contract/contestFields';
import { challengeViewSchema, type ChallengeView } from '../../src/contract/solver';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { serializeContest } from '../../src/challenge-form/model/serialize';
import { solverViewOf } from '../../src/challenge-form/model/solverView';
import type { ContestFormValues } from '../../src/challenge-form/model/types';
import { toIsoWithOffset } from '../../src/challenge-form/sections/dates';
import { rewardLines } from '../../src/solver/rewards';
import { formatText } from '../../src/ui/text';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import type { ContestRow } from '../../mocks/db/contests';
import { challengeView } from '../../mocks/db/solverViews';

/**
 * Every field the solver page's challenge card reads (src/solver/ChallengeDetails.tsx), as it
 * reads it: the reward lines through the solver's own rewardLines.
 */
const shown = (view: ChallengeView) => ({
  title: formatText(view.title),
  description: typeof view.description === 'string' ? view.description : '',
  prize: view.short_description || null,
  rewards: rewardLines(view),
  deadline: view.deadline ?? null,
  deliverables: view.deliverable_submission_fields.map((field) => ({
    title: field.title,
    max_characters: field.max_characters || null,
    required: field.required,
  })),
  criteria: (view.criteria ?? []).map(({ name, weight }) => ({ name, weight })),
  materials: view.contestfiles.map(({ key, filename, url, size }) => ({
    key,
    filename,
    url,
    size,
  })),
});

const words = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== '');
const count = fc.option(fc.integer({ min: 1, max: 500 }), { nil: null });
const instant = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()));

const deliverable = fc.record({
  title: words,
  max_characters: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
  order: fc.integer({ min: 1, max: 20 }),
  required: fc.boolean(),
  _destroy: fc.boolean(),
});
const criterion = fc.record({
  name: words,
  short_name: words,
  weight: fc.integer({ min: 0, max: 10 }),
});
const material = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }),
  key: words.map((word) => `contestfiles/${encodeURIComponent(word)}.pdf`),
  filename: words.map((word) => `${word}.pdf`),
  url: words.map((word) => `https://files.example/${encodeURIComponent(word)}.pdf`),
  size: fc.integer({ min: 1, max: 10 * 1024 * 1024 }),
});

/** A type's defaults with every field the solver view shows typed over, as an author would. */
const typed = (type: ContestType) =>
  fc
    .record({
      title: fc.string({ maxLength: 60 }),
      description: fc.constantFrom('', '<p>Tell us</p>', '<p>How <strong>you</strong> commute</p>'),
      short_description: fc.option(fc.constantFrom('<p>Prize pool</p>', ''), { nil: null }),
      reward_policy: fc.constantFrom<string>(
        ...(type === 'ideation' ? IDEATION_REWARD_POLICIES : REWARD_POLICIES),
      ),
      reward_points: fc.integer({ min: 0, max: 1_000_000 }),
      percentile_number: fc.integer({ min: 1, max: 99 }),
      winner_num: count,
      winner_reward: count,
      ru_num: count,
      ru_reward: count,
      hm_num: count,
      hm_reward: count,
      external_reward_winner_num: count,
      external_reward_winner_reward: count,
      external_reward_info: fc.option(words, { nil: null }),
      deadline: fc.option(instant.map(toIsoWithOffset), { nil: null }),
      deliverable_submission_fields: fc.array(deliverable, { maxLength: 4 }),
      show_criteria: fc.boolean(),
      criteria: fc.array(criterion, { minLength: 1, maxLength: 3 }),
      contestfiles: fc.array(material, { maxLength: 3 }),
    })
    .map(({ criteria, ...over }): ContestFormValues => {
      const base = defaultsFor(type);
      return {
        ...base,
        ...over,
        contest_evaluation_scheme: {
          ...base.contest_evaluation_scheme!,
          evaluation_rubric: {
            criteria: criteria.map((row) => ({
              ...row,
              chart_type: 'bar',
              colour_codes: ['#1553a8'],
              scale: tenPointScale(),
            })),
          },
        },
      };
    });

/** What the server makes of a save of these values, read back as a solver (the mock's view). */
const savedAndViewed = (values: ContestFormValues): ChallengeView => {
  const record = parseContestEntries(serializeContest(values) as [string, string | File][]);
  const row = {
    ...record,
    slug: 'the-challenge-1',
    reservedSpots: 0,
    // The server keeps neither removed rows nor removed materials.
    contestfiles: record.contestfiles?.filter((file) => !(file as { _destroy?: unknown })._destroy),
  } as ContestRow;
  return challengeView(row, null);
};

describe('the preview: the form as the solver view', () => {
  it.each(CONTEST_TYPES)('%s: a view the contract accepts, unchanged by its schema', (type) => {
    fc.assert(
      fc.property(typed(type), (values) => {
        const view = solverViewOf(values);
        expect(challengeViewSchema.parse(view)).toEqual(view);
      }),
    );
  });

  it.each(CONTEST_TYPES)(
    '%s: every field the solver page shows is what a save of the form would show',
    (type) => {
      fc.assert(
        fc.property(typed(type), (values) => {
          expect(shown(solverViewOf(values))).toEqual(shown(savedAndViewed(values)));
        }),
        { numRuns: 60 },
      );
    },
  );

  it('shows the typed title and reward lines, the percentile as stored, removed rows gone', () => {
    const values: ContestFormValues = {
      ...defaultsFor('timed'),
      title: 'Commute of tomorrow',
      reward_points: 2500,
      percentile_number: 30,
      deliverable_submission_fields: [
        { title: 'Second', max_characters: null, order: 2, required: false, _destroy: false },
        { title: 'Dropped', max_characters: null, order: 1, required: true, _destroy: true },
        { title: 'First', max_characters: 400, order: 1, required: true, _destroy: false },
      ],
    };
    const view = solverViewOf(values);
    expect(view.title).toBe('Commute of tomorrow');
    expect(view.reward_policy).toBe('percentile_30');
    expect(rewardLines(view)).toEqual([
      '2,500 points in rewards',
      'The top 30% of solvers share the reward pool',
    ]);
    expect(view.deliverable_submission_fields.map((field) => field.title)).toEqual([
      'First',
      'Second',
    ]);
    expect(view.criteria?.map((row) => row.name)).toEqual(['Overall quality']);
  });

  it('hides what the solver view hides: criteria switched off, points under no reward, staff fields', () => {
    const values: ContestFormValues = {
      ...defaultsFor('submission'),
      show_criteria: false,
      reward_policy: 'none',
      reward_points: 900,
      rep_email: 'rep@corp.example',
      contact_email: 'client@corp.example',
    };
    const view = solverViewOf(values);
    expect(view.criteria).toBeNull();
    expect(view.reward_points).toBe(0);
    expect(rewardLines(view)).toEqual([]);
    expect(JSON.stringify(view)).not.toMatch(/corp\.example/);
    expect(view.viewer).toBeNull();
    expect(view.reservation).toBeNull();
  });

  it('reads a rubric held as JSON text, and an emptied number as none', () => {
    const base = defaultsFor('ideation');
    const values = {
      ...base,
      reward_policy: 'win_hm',
      reward_points: null,
      winner_num: 2,
      winner_reward: 1500,
      contest_evaluation_scheme: {
        ...base.contest_evaluation_scheme!,
        evaluation_rubric: JSON.stringify({
          criteria: [{ name: 'Clarity', short_name: 'C', weight: 2 }],
        }),
      },
    } as unknown as ContestFormValues;
    const view = solverViewOf(values);
    expect(view.criteria).toEqual([{ name: 'Clarity', short_name: 'C', weight: 2 }]);
    expect(view.reward_points).toBe(0);
    expect(rewardLines(view)).toEqual(['2 winner(s): $150 each']);
  });
});
