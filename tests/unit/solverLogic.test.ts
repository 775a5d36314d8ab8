import { describe, expect, it } from 'vitest';
import type {
  ChallengeAccess,
  ChallengeView,
  SolutionFormObject,
  SupplementalSubmissionField,
} from '../../src/contract';
import { accessRules, accessSummary, reserveBlock } from '../../src/solver/accessRules';
import { retryDelay } from '../../src/solver/useDraftAutosave';
import { fileProblem, formatBytes } from '../../src/solver/fileRules';
import { allOptions, optionGroups } from '../../src/solver/options';
import { rankingOrder } from '../../src/solver/RankingInput';
import { rewardLines } from '../../src/solver/rewards';
import { formatDuration, secondsUntil } from '../../src/solver/time';
import { initialAnswers } from '../../src/solver/useSolutionForm';
import {
  totalCharacters,
  validateSolution,
  validateSupplemental,
} from '../../src/solver/validation';

const field = (extra: Partial<SupplementalSubmissionField>): SupplementalSubmissionField => ({
  id: 1,
  title: 'Q',
  field_type: 'input',
  required: false,
  challenge_filter: false,
  restricted: false,
  ...extra,
});

const open: ChallengeAccess = {
  target: 'everybody',
  permissions: [],
  strict: false,
  privacy: 'public',
  requireRegistered: false,
  firstTimeRestricted: false,
  capEnabled: false,
  capLimit: null,
  spotsLeft: null,
};

describe('the rules shown before reserving', () => {
  it('sums every rule up in one line that never contradicts itself', () => {
    expect(accessRules(open)).toEqual(['Open to every solver']);
    expect(
      accessSummary({
        ...open,
        permissions: [{ category: 'domain', permission_type: 'inclusion', criteria: '.edu' }],
      }),
    ).toBe('Open to solvers with an e-mail address at .edu');
    expect(
      accessSummary({
        ...open,
        target: 'first_and_second_tier',
        permissions: [
          { category: 'location', permission_type: 'inclusion', criteria: ['United States'] },
        ],
      }),
    ).toBe(
      'Open to first- and second-tier solvers in United States, or top-tier solvers from anywhere',
    );
    // Top tier only and not strict: the location rule cannot apply, so it is not mentioned.
    expect(
      accessSummary({
        ...open,
        target: 'top_tier',
        permissions: [{ category: 'location', permission_type: 'exclusion', criteria: ['India'] }],
      }),
    ).toBe('Open to top-tier solvers');
  });

  it('adds what a solver should know before reserving', () => {
    expect(
      accessRules({
        ...open,
        target: 'top_tier',
        strict: true,
        privacy: 'private',
        requireRegistered: true,
        firstTimeRestricted: true,
        capEnabled: true,
        capLimit: 300,
        spotsLeft: 12,
        permissions: [
          { category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' },
          {
            category: 'location',
            permission_type: 'inclusion',
            criteria: ['United States', 'Canada'],
          },
        ],
      }),
    ).toEqual([
      'Open to top-tier solvers who are signed in, with a registered account, except e-mail addresses at gmail.com, in United States, Canada',
      'First-time solvers: no attachments, no pasting, and at least 200 characters',
      '12 of 300 spots left',
    ]);
  });

  it('knows up front when Reserve cannot succeed: closed, full, signed out', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const view = {
      deadline: '2026-07-01T00:00:00Z',
      access: open,
      viewer: { name: 'A', email: 'a@x.co' },
    };
    expect(reserveBlock(view, now)).toBeNull();
    expect(reserveBlock({ ...view, deadline: '2026-05-01T00:00:00Z' }, now)).toEqual({
      reason: 'closed',
    });
    expect(
      reserveBlock(
        { ...view, access: { ...open, capEnabled: true, capLimit: 5, spotsLeft: 0 } },
        now,
      ),
    ).toEqual({ reason: 'full' });
    expect(reserveBlock({ ...view, viewer: null }, now)).toEqual({ reason: 'signed_out' });
    // A server that leaves our viewer out: Reserve is offered, and the server decides.
    expect(reserveBlock({ ...view, viewer: undefined }, now)).toBeNull();
  });

  it('retries a failed draft save with a growing wait, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('solver answers', () => {
  const deliverables = [
    { id: 1, title: 'Idea', max_characters: 20, required: true },
    { id: 2, title: 'Test', required: false },
  ];
  const supplementals = [
    field({ id: 3, field_type: 'number', min_value: 0, max_value: 40, required: true }),
  ];

  it('checks required, maximum length and number bounds with the catalogue texts', () => {
    expect(
      validateSolution(
        { deliverables: {}, supplementals: {} },
        { deliverables, supplementals },
        null,
      ),
    ).toEqual({
      'deliverables.1': 'This field is required',
      'supplementals.3': 'This field is required',
    });
    expect(
      validateSolution(
        { deliverables: { 1: 'x'.repeat(21) }, supplementals: { 3: '41' } },
        { deliverables, supplementals },
        null,
      ),
    ).toEqual({
      'deliverables.1': 'Maximum length is 20 characters',
      'supplementals.3': 'Maximum value is 40',
    });
    expect(validateSupplemental(supplementals[0], '-1')).toBe('Minimum value is 0');
    expect(validateSupplemental(field({ field_type: 'check_box', required: true }), [])).toBe(
      'This field is required',
    );
  });

  it('counts a first solution over all deliverables, against the minimum', () => {
    const restrictions = { noAttachments: true, noPaste: true, minCharacters: 200 };
    const short = {
      deliverables: { 1: 'a'.repeat(15), 2: ' b '.repeat(2) },
      supplementals: { 3: '2' },
    };
    expect(totalCharacters(short.deliverables)).toBe(19);
    expect(
      validateSolution(
        short,
        { deliverables: [{ ...deliverables[0], max_characters: 500 }], supplementals },
        restrictions,
      ),
    ).toEqual({
      'deliverables.1': 'A first solution needs at least 200 characters in all (19 so far).',
    });
    const long = {
      deliverables: { 1: 'a'.repeat(120), 2: 'b'.repeat(80) },
      supplementals: { 3: '2' },
    };
    expect(
      validateSolution(
        long,
        {
          deliverables: [{ ...deliverables[0], max_characters: 500 }, deliverables[1]],
          supplementals,
        },
        restrictions,
      ),
    ).toEqual({});
  });

  it('starts from the draft, with rankings in the challenge order', () => {
    const form = {
      supplementals: [field({ id: 8, field_type: 'ranking', options: 'Price\nSpeed' })],
      draft: { id: 1, savedAt: '', deliverables: { 1: 'kept' }, supplementals: { 2: 'x' } },
    } as unknown as SolutionFormObject;
    expect(initialAnswers(form)).toEqual({
      deliverables: { 1: 'kept' },
      supplementals: { 8: ['Price', 'Speed'], 2: 'x' },
    });
    expect(rankingOrder(['a', 'b'], ['b', 'a'])).toEqual(['b', 'a']);
    expect(rankingOrder(['a', 'b'], ['b', 'z'])).toEqual(['a', 'b']);
  });
});

describe('options', () => {
  it('reads one option a line, or option_group JSON as groups', () => {
    expect(allOptions(field({ options: 'A\n\n B \r\nC' }))).toEqual(['A', 'B', 'C']);
    expect(
      optionGroups(field({ option_group: '{"Europe":["France"],"Asia":"India\\nJapan"}' })),
    ).toEqual([
      { label: 'Europe', options: ['France'] },
      { label: 'Asia', options: ['India', 'Japan'] },
    ]);
    expect(optionGroups(field({ option_group: 'not json', options: 'X' }))).toEqual([
      { label: null, options: ['X'] },
    ]);
  });
});

describe('files', () => {
  const rules = {
    allowed: true,
    label: null,
    maxBytes: 10 * 1024 * 1024,
    extensions: ['pdf', 'png'],
  };
  it("refuses wrong types and sizes with the seed's messages", () => {
    expect(fileProblem({ name: 'a.PDF', size: 10 }, rules)).toBeNull();
    expect(fileProblem({ name: 'a.exe', size: 10 }, rules)).toBe('app.files.wrong_type');
    expect(fileProblem({ name: 'noextension', size: 10 }, rules)).toBe('app.files.wrong_type');
    expect(fileProblem({ name: 'a.png', size: rules.maxBytes + 1 }, rules)).toBe(
      'app.files.too_large',
    );
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});

describe('time and rewards', () => {
  it('formats countdowns for a phone', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(secondsUntil('2026-01-01T01:00:00Z', now)).toBe(3600);
    expect(secondsUntil('2025-12-31T00:00:00Z', now)).toBe(0);
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 5 * 60 + 6)).toBe('3d 4h 5m');
    expect(formatDuration(3599)).toBe('59m 59s');
    expect(formatDuration(3600)).toBe('1h 0m 0s');
  });

  it('describes the reward policy (winner rewards in dimes, external in dollars)', () => {
    const view = {
      reward_points: 16000,
      reward_policy: 'win_ru_hm',
      winner_num: 1,
      winner_reward: 5000,
      ru_num: 2,
      ru_reward: 2500,
      hm_num: 0,
      hm_reward: 500,
    } as ChallengeView;
    expect(rewardLines(view)).toEqual([
      '16,000 points in rewards',
      '1 winner(s): $500 each',
      '2 runner(s)-up: $250 each',
    ]);
    expect(rewardLines({ ...view, reward_policy: 'percentile_', percentile_number: 40 })).toEqual([
      '16,000 points in rewards',
      'The top 40% of solvers share the reward pool',
    ]);
    expect(
      rewardLines({
        ...view,
        reward_policy: 'external_reward',
        external_reward_winner_num: 3,
        external_reward_winner_reward: 100,
        external_reward_info: 'Plus an internship interview',
      }),
    ).toEqual([
      '16,000 points in rewards',
      '3 winner(s): $100 each',
      'Plus an internship interview',
    ]);
    expect(rewardLines({ ...view, reward_policy: 'none' })).toEqual([]);
  });
});
