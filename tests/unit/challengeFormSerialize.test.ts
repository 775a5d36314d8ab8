import { describe, expect, it } from 'vitest';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import type { ContestType } from '../../src/contract';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { formValuesFromRecord } from '../../src/challenge-form/model/fromRecord';
import { serializeContest, toFormData, type Entry } from '../../src/challenge-form/model/serialize';
import type { ContestFormValues } from '../../src/challenge-form/model/types';

/** Empty text is sent as '' and read back as null: the same thing to the server. */
const emptyAsNull = (value: unknown): unknown =>
  value === ''
    ? null
    : Array.isArray(value)
      ? value.map(emptyAsNull)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, emptyAsNull(inner)]))
        : value;

const asMap = (entries: Entry[]) => new Map(entries.map(([name, value]) => [name, value]));
const filled = (type: ContestType): ContestFormValues => ({
  ...defaultsFor(type),
  id: 7,
  title: 'Better campus commute',
  description: '<p>Describe</p>',
  company_team_id: 3,
  deadline: '2026-12-01T17:00:00+01:00',
  contest_permissions: [
    {
      id: 4,
      category: 'location',
      permission_type: 'inclusion',
      criteria: ['United States', 'Canada'],
    },
    { category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' },
  ],
  supplemental_submission_fields: [
    {
      title: 'Region',
      field_type: 'lookup',
      required: true,
      challenge_filter: false,
      restricted: false,
      option_group: '{"Europe":["France"]}',
    },
    {
      id: 9,
      title: 'Old',
      field_type: 'input',
      required: false,
      challenge_filter: false,
      restricted: false,
      _destroy: true,
    },
    {
      title: 'Never saved',
      field_type: 'input',
      required: false,
      challenge_filter: false,
      restricted: false,
      _destroy: true,
    },
  ],
});

describe('serializeContest (CONTRACT §6)', () => {
  it.each<ContestType>(['timed', 'ideation', 'submission', 'questionnaire'])(
    '%s: names, booleans, numbers and nesting',
    (type) => {
      const entries = asMap(serializeContest(filled(type)));
      expect(entries.get('contest_type')).toBe(type);
      expect(entries.get('id')).toBe('7');
      expect(entries.get('reward_points')).toBe('16000');
      expect(entries.get('anonymous')).toBe(type === 'questionnaire' ? 'false' : 'true');
      expect(entries.get('deadline')).toBe('2026-12-01T17:00:00+01:00');
      expect(entries.get('target_problem_solvers[category]')).toBe('tier');
      expect(entries.get('target_problem_solvers[permission_type]')).toBe('inclusion');
      expect(entries.get('target_problem_solvers[criteria]')).toBe('everybody');
      expect(entries.get('contest_permissions[0][criteria]')).toBe('United States, Canada');
      expect(entries.get('contest_permissions[0][id]')).toBe('4');
      expect(entries.get('contest_permissions[1][criteria]')).toBe('gmail.com');
      expect(entries.get('feedback_tags[0][name]')).toBe('Well-written');
      expect(entries.get('feedback_tags[0][_destroy]')).toBe('false');
      expect(entries.get('supplemental_submission_fields[0][option_group]')).toBe(
        '{"Europe":["France"]}',
      );
      expect(entries.get('supplemental_submission_fields[1][_destroy]')).toBe('true');
      expect(entries.get('supplemental_submission_fields[1][id]')).toBe('9');
      expect(
        [...entries.keys()].some((name) => name.startsWith('supplemental_submission_fields[2]')),
      ).toBe(false);
      expect(
        JSON.parse(entries.get('contest_evaluation_scheme[evaluation_rubric]') as string)
          .criteria[0].scale,
      ).toHaveLength(10);
      expect(entries.get('contest_evaluation_scheme[pairwise_rating_scheme]')).toBe('none');
      expect(entries.get('contest_layout_customization[hide_header_layout]')).toBe('false');
      expect([...entries.keys()].some((name) => name.startsWith('ui'))).toBe(false);
    },
  );

  it('sends the percentile policy as prefix plus number', () => {
    expect(
      asMap(serializeContest({ ...filled('timed'), percentile_number: 35 })).get('reward_policy'),
    ).toBe('percentile_35');
    expect(
      asMap(serializeContest({ ...filled('timed'), reward_policy: 'win_hm' })).get('reward_policy'),
    ).toBe('win_hm');
  });

  it('sends files as file parts, and leaves empty file slots out', () => {
    const picture = new File(['x'], 'snap.png', { type: 'image/png' });
    const entries = serializeContest({ ...filled('timed'), snapshot_pic: picture });
    expect(entries.find(([name]) => name === 'snapshot_pic')?.[1]).toBe(picture);
    expect(toFormData(entries).get('snapshot_pic')).toBeInstanceOf(File);
    expect(serializeContest(filled('timed')).some(([name]) => name === 'snapshot_pic')).toBe(false);
    expect(
      serializeContest(filled('timed')).some(([name]) => name.endsWith('[custom_banner_logo]')),
    ).toBe(false);
  });

  it.each<ContestType>(['timed', 'ideation', 'submission', 'questionnaire'])(
    '%s: the mock parser is its inverse',
    (type) => {
      const values = filled(type);
      const record = parseContestEntries(serializeContest(values) as [string, string | File][]);
      const back = formValuesFromRecord(record);
      const { ui: _ui, ...expected } = values;
      expect(emptyAsNull(back)).toMatchObject(
        emptyAsNull({
          ...expected,
          // Never-saved removed rows are not sent at all.
          supplemental_submission_fields: values.supplemental_submission_fields!.slice(0, 2),
        }) as Record<string, unknown>,
      );
      // And serialising what came back sends the same entries again.
      expect(serializeContest(back)).toEqual(serializeContest(formValuesFromRecord(record)));
    },
  );
});

describe('the mock contest server', () => {
  it('refuses a missing title with a CONTRACT error map, by sent index', async () => {
    const { validateTree } = await import('../../mocks/handlers/contests');
    const { entriesToTree } = await import('../../mocks/handlers/contestsMultipart');
    const entries = serializeContest({
      ...filled('timed'),
      title: '',
      deliverable_submission_fields: [{ title: '', required: true }],
    });
    const errors = validateTree(entriesToTree(entries as [string, string][]));
    expect(errors.title).toEqual(["can't be blank"]);
    expect(errors['deliverable_submission_fields.0.title']).toEqual(["can't be blank"]);
  });

  it('creates, then updates the same contest when the post has its id', async () => {
    const { saveContest } = await import('../../mocks/handlers/contests');
    const { contests } = await import('../../mocks/db/contests');
    const values = { ...filled('ideation'), id: undefined, title: 'Fresh idea' };
    const created = saveContest(
      parseContestEntries(serializeContest(values) as [string, string][]),
    );
    expect(created).toMatchObject({ status: 'draft', title: 'Fresh idea' });
    const updated = saveContest(
      parseContestEntries(
        serializeContest({ ...formValuesFromRecord(created), title: 'Renamed idea' }) as [
          string,
          string,
        ][],
      ),
    );
    expect(updated.id).toBe(created.id);
    expect(contests().get(created.id)?.title).toBe('Renamed idea');
    expect(updated.supplemental_submission_fields?.map((row) => row.title)).toEqual(['Region']);
  });

  it('sanitises rich text it loads', () => {
    const values = formValuesFromRecord({
      ...filled('timed'),
      description: '<p>Hi<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
    });
    expect(values.description).toBe('<p>Hi<img src="x"></p>');
  });
});
