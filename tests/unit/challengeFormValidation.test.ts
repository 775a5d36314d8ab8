import { describe, expect, it } from 'vitest';
import type { ContestType } from '../../src/contract';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import type { ContestFormValues } from '../../src/challenge-form/model/types';
import { validateContest } from '../../src/challenge-form/schema';
import { minDuration, plainText, richMaxLength } from '../../src/challenge-form/schema/rules';
import { i18nProvider } from '../../src/i18n';

const NOW = new Date(2026, 10, 21, 10, 0);
const translate = (message: unknown) =>
  typeof message === 'string'
    ? i18nProvider.translate(message)
    : i18nProvider.translate(
        (message as { message: string }).message,
        (message as { args: Record<string, unknown> }).args,
      );

const errorsOf = (type: ContestType, change: Partial<ContestFormValues> = {}) => {
  const values = { ...defaultsFor(type), ...change };
  const errors = validateContest(values, { type, now: NOW });
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path, translate(message)]),
  );
};

/** A timed challenge that passes every rule. */
const complete = (): Partial<ContestFormValues> => ({
  title: 'A title',
  description: '<p>Text</p>',
  short_description: '<p>Prize</p>',
  snapshot_pic_url: '/x.png',
  company_team_id: 1,
  rep_email: 'a@b.co',
  manager_email: 'a@b.co',
  contact_name: 'Jo',
  contact_email: 'jo@corp.example',
  deadline: '2026-12-01T10:00:00+00:00',
  deliverable_submission_fields: [{ title: 'Idea', required: true }],
});

describe('validation of seed 001 §5', () => {
  it('an empty timed form lists every required field with the exact message', () => {
    const errors = errorsOf('timed');
    for (const path of [
      'title',
      'description',
      'short_description',
      'snapshot_pic',
      'company_team_id',
      'rep_email',
      'manager_email',
      'contact_name',
      'contact_email',
      'deadline',
      'deliverable_submission_fields.0.title',
    ]) {
      expect(errors[path], path).toBe('This field is required');
    }
    expect(errors.requirement).toBeUndefined();
  });

  it('a complete timed form passes', () => {
    expect(errorsOf('timed', complete())).toEqual({});
  });

  it('ideation requires requirement and company team, not the image, rep or deadline', () => {
    const errors = errorsOf('ideation');
    expect(Object.keys(errors).sort()).toEqual([
      'company_team_id',
      'description',
      'requirement',
      'title',
    ]);
  });

  it('submission needs no deadline; questionnaire does', () => {
    expect(errorsOf('submission', { ...complete(), deadline: null })).toEqual({});
    expect(errorsOf('questionnaire', { ...complete(), deadline: null }).deadline).toBe(
      'This field is required',
    );
  });

  it('percentile: required, 1-100', () => {
    expect(errorsOf('timed', { ...complete(), percentile_number: null }).percentile_number).toBe(
      'This field is required',
    );
    expect(errorsOf('timed', { ...complete(), percentile_number: 0 }).percentile_number).toBe(
      'Minimum value is 1',
    );
    expect(errorsOf('timed', { ...complete(), percentile_number: 101 }).percentile_number).toBe(
      'Maximum value is 100',
    );
  });

  it('rewards minimum 1, counts minimum 0', () => {
    const errors = errorsOf('timed', {
      ...complete(),
      reward_policy: 'win_ru_hm',
      winner_num: -1,
      winner_reward: 0,
      ru_num: -1,
      ru_reward: 0,
      hm_num: -1,
      hm_reward: 0,
    });
    for (const path of ['winner_num', 'ru_num', 'hm_num'])
      expect(errors[path]).toBe('Minimum value is 0');
    for (const path of ['winner_reward', 'ru_reward', 'hm_reward'])
      expect(errors[path]).toBe('Minimum value is 1');
    const external = errorsOf('timed', {
      ...complete(),
      reward_policy: 'external_reward',
      external_reward_winner_num: -1,
      external_reward_winner_reward: 0,
    });
    expect(external.external_reward_winner_num).toBe('Minimum value is 0');
    expect(external.external_reward_winner_reward).toBe('Minimum value is 1');
  });

  it('requested_solutions 20-60 (submission), multiple_solution_count minimum 1', () => {
    expect(
      errorsOf('submission', { ...complete(), requested_solutions: 19 }).requested_solutions,
    ).toBe('Minimum value is 20');
    expect(
      errorsOf('submission', { ...complete(), requested_solutions: 61 }).requested_solutions,
    ).toBe('Maximum value is 60');
    expect(
      errorsOf('timed', { ...complete(), multiple_solution_count: 0 }).multiple_solution_count,
    ).toBe('Minimum value is 1');
  });

  it('counts and caps minimum 0', () => {
    const errors = errorsOf('timed', {
      ...complete(),
      max_bibliographies_count: -1,
      cap_limit: -1,
      approved_cap_limit: -1,
      cap_submit_time_limit_in_seconds: -1,
      draft_to_submission_time_limit_in_seconds: -1,
    });
    for (const path of [
      'max_bibliographies_count',
      'cap_limit',
      'approved_cap_limit',
      'cap_submit_time_limit_in_seconds',
      'draft_to_submission_time_limit_in_seconds',
    ]) {
      expect(errors[path], path).toBe('Minimum value is 0');
    }
  });

  it('the time limit widget: minimum message in hours and minutes', () => {
    expect(
      errorsOf('timed', { ...complete(), draft_to_submission_time_limit_in_seconds: 600 })
        .draft_to_submission_time_limit_in_seconds,
    ).toBe('Minimum value is 0h 15min');
    expect(translate(minDuration(60, 5400)!)).toBe('Minimum value is 1h 30min');
    expect(minDuration(0, 900)).toBeUndefined();
  });

  it('maximum length of text and rich text counted on plain text', () => {
    expect(errorsOf('timed', { ...complete(), title: 'x'.repeat(256) }).title).toBe(
      'Maximum length is 255 characters',
    );
    expect(plainText('<p>a&amp;b <strong>c</strong></p>')).toBe('a&b c');
    expect(translate(richMaxLength('<p><b>12345</b></p>', 5)!)).toBe(
      'This field must be less than 5 characters',
    );
    expect(richMaxLength(`<p>${'<b>x</b>'.repeat(4)}</p>`, 5)).toBeUndefined();
    expect(errorsOf('timed', { ...complete(), description: '<p></p>' }).description).toBe(
      'This field is required',
    );
  });

  it('dates: earliest today, latest two years ahead', () => {
    expect(
      errorsOf('timed', { ...complete(), deadline: '2026-11-01T10:00:00+00:00' }).deadline,
    ).toBe('Earliest date that can be set is 11/21/2026');
    expect(
      errorsOf('timed', { ...complete(), deadline: '2029-01-01T10:00:00+00:00' }).deadline,
    ).toBe('Latest date that can be set is 11/21/2028');
    const stored = '2026-10-01T10:00:00+00:00';
    const values = { ...defaultsFor('timed'), ...complete(), deadline: stored };
    expect(
      validateContest(values, { type: 'timed', now: NOW, initial: { deadline: stored } }).deadline,
    ).toBeUndefined();
  });

  it('the expected launch date is required only when shown in upcoming', () => {
    expect(errorsOf('timed', complete()).expected_launch_date).toBeUndefined();
    expect(errorsOf('timed', { ...complete(), show_in_upcoming: true }).expected_launch_date).toBe(
      'This field is required',
    );
  });

  it('removed rows are not validated; evaluation, permissions and supplementals are', () => {
    expect(
      errorsOf('timed', {
        ...complete(),
        deliverable_submission_fields: [{ title: '', required: true, _destroy: true }],
      }),
    ).toEqual({});
    const errors = errorsOf('timed', {
      ...complete(),
      contest_permissions: [{ category: 'location', permission_type: 'inclusion', criteria: [] }],
      supplemental_submission_fields: [
        {
          title: '',
          field_type: 'select',
          required: false,
          challenge_filter: false,
          restricted: false,
        },
      ],
      feedback_tags: [{ name: '' }],
      contest_evaluation_scheme: {
        evaluation_rubric: { criteria: [] },
        pairwise_rating_scheme: 'none',
      },
    });
    expect(errors).toMatchObject({
      'contest_permissions.0.criteria': 'This field is required',
      'supplemental_submission_fields.0.title': 'This field is required',
      'supplemental_submission_fields.0.options': 'This field is required',
      'feedback_tags.0.name': 'This field is required',
      'contest_evaluation_scheme.evaluation_rubric': 'This field is required',
    });
  });
});

describe('our bounds hold once the field is changed', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const stored: ContestFormValues = {
    ...defaultsFor('timed'),
    title: 'x'.repeat(300),
    draft_to_submission_time_limit_in_seconds: 600,
  };
  const errors = (values: ContestFormValues) =>
    validateContest(values, { type: 'timed', now, initial: stored });

  it('lets stored values outside them go back as they came', () => {
    const found = errors(stored);
    expect(found['draft_to_submission_time_limit_in_seconds']).toBeUndefined();
    expect(found.title).toBeUndefined();
  });

  it('applies them to a changed value, and keeps the seed minimum 0 whatever', () => {
    const found = errors({
      ...stored,
      title: 'y'.repeat(300),
      draft_to_submission_time_limit_in_seconds: 300,
    });
    expect(found.title).toEqual({ message: 'app.validation.max_length', args: { n: 255 } });
    expect(found['draft_to_submission_time_limit_in_seconds']).toBeDefined();
    expect(
      validateContest(
        { ...stored, draft_to_submission_time_limit_in_seconds: -60 },
        {
          type: 'timed',
          now,
          initial: { ...stored, draft_to_submission_time_limit_in_seconds: -60 },
        },
      )['draft_to_submission_time_limit_in_seconds'],
    ).toEqual({ message: 'app.validation.min', args: { n: 0 } });
  });
});
