import type { ContestRecord } from '../../src/contract/contest';
import { describe, expect, it } from 'vitest';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { formValuesFromRecord } from '../../src/challenge-form/model/fromRecord';
import { serializeContest, type Entry } from '../../src/challenge-form/model/serialize';
import type { ContestFormValues } from '../../src/challenge-form/model/types';
import { validateContest } from '../../src/challenge-form/schema';

const record = (patch: Partial<ContestRecord>): ContestRecord => {
  const { ui: _ui, ...defaults } = defaultsFor('timed');
  return { ...defaults, id: 5, ...patch };
};
const sent = (values: ContestFormValues) => new Map<string, Entry[1]>(serializeContest(values));
const reload = (values: ContestFormValues) =>
  formValuesFromRecord(parseContestEntries(serializeContest(values) as [string, string][]));
const layoutWith = (custom_banner_color: string | null) => ({
  ...defaultsFor('timed').contest_layout_customization!,
  custom_banner_color,
});

describe('banner colour and its helper', () => {
  it('a loaded colour turns the helper on and is sent back', () => {
    const values = formValuesFromRecord(
      record({ contest_layout_customization: layoutWith('#123456') }),
    );
    expect(values.ui.customise_banner).toBe(true);
    expect(sent(values).get('contest_layout_customization[custom_banner_color]')).toBe('#123456');
  });

  it('switched off, the colour is sent empty and a reload finds the helper off', () => {
    const loaded = formValuesFromRecord(
      record({ contest_layout_customization: layoutWith('#123456') }),
    );
    const off = { ...loaded, ui: { ...loaded.ui, customise_banner: false } };
    expect(sent(off).get('contest_layout_customization[custom_banner_color]')).toBe('');
    const again = reload(off);
    expect(again.ui.customise_banner).toBe(false);
    expect(again.contest_layout_customization?.custom_banner_color ?? null).toBeNull();
  });
});

describe('location rows', () => {
  const loaded = formValuesFromRecord(
    record({
      contest_permissions: [
        { id: 1, category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' },
        { id: 2, category: 'location', permission_type: 'exclusion', criteria: 'Canada, Mexico' },
      ],
    }),
  );

  it('a row loaded as an exclusion is made an inclusion, and the form knows which', () => {
    expect(loaded.contest_permissions?.[1]).toMatchObject({
      permission_type: 'inclusion',
      criteria: ['Canada', 'Mexico'],
    });
    expect(loaded.ui.permissions_made_inclusion).toEqual([1]);
    expect(loaded.contest_permissions?.[0].permission_type).toBe('exclusion');
  });

  it('is sent as an inclusion; a domain exclusion stays one', () => {
    const entries = sent(loaded);
    expect(entries.get('contest_permissions[1][permission_type]')).toBe('inclusion');
    expect(entries.get('contest_permissions[0][permission_type]')).toBe('exclusion');
    const typed = {
      ...loaded,
      contest_permissions: [
        {
          category: 'location' as const,
          permission_type: 'exclusion' as const,
          criteria: ['Peru'],
        },
      ],
    };
    expect(sent(typed).get('contest_permissions[0][permission_type]')).toBe('inclusion');
  });
});

describe('reward policy none and the target tier', () => {
  it("'none' sends 0 points whatever the locked input holds", () => {
    const values = { ...defaultsFor('timed'), reward_policy: 'none' as const, reward_points: 900 };
    expect(sent(values).get('reward_policy')).toBe('none');
    expect(sent(values).get('reward_points')).toBe('0');
  });

  it('an empty or unknown target tier is refused before anything is sent', () => {
    const context = { type: 'timed' as const, now: new Date() };
    const blank = defaultsFor('timed');
    blank.target_problem_solvers = {
      ...blank.target_problem_solvers!,
      criteria: '' as unknown as 'everybody',
    };
    expect(validateContest(blank, context)['target_problem_solvers.criteria']).toBe(
      'app.validation.required',
    );
    for (const criteria of ['everybody', 'top_tier', 'first_and_second_tier'] as const) {
      const values = defaultsFor('timed');
      values.target_problem_solvers = { ...values.target_problem_solvers!, criteria };
      expect(validateContest(values, context)['target_problem_solvers.criteria']).toBeUndefined();
    }
  });
});
