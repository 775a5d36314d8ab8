import { DEFAULT_FEEDBACK_TAGS } from '../../src/contract/contest';
import { describe, expect, it } from 'vitest';
import { type ContestType } from '../../src/contract';
import { defaultsFor, LIMITS } from '../../src/challenge-form/model/defaults';
import { errorEntries, errorPaths } from '../../src/challenge-form/model/errors';
import { checkFile, IMAGE_RULE, MATERIAL_RULE } from '../../src/challenge-form/model/files';
import { linesToOptionGroup, optionGroupToLines } from '../../src/challenge-form/model/optionGroup';
import { sectionOfPath, sectionsFor } from '../../src/challenge-form/model/sections';
import { flattenFieldErrors } from '../../src/api';

describe('defaults per type (seed 001 §9)', () => {
  it.each<ContestType>(['timed', 'ideation', 'submission', 'questionnaire'])(
    '%s starts from the shared numbers',
    (type) => {
      const values = defaultsFor(type);
      expect(values.contest_type).toBe(type);
      expect(values.reward_points).toBe(16000);
      expect(values.requested_solutions).toBe(20);
      expect(values.multiple_solution_count).toBe(1);
      expect(values.max_bibliographies_count).toBe(3);
      expect(values.cap_limit).toBe(300);
      expect(values.cap_submit_time_limit_in_seconds).toBe(43200);
      expect(values.approved_cap_limit).toBe(150);
      expect(values.percentile_number).toBe(50);
      expect(values.feedback_tags?.map((tag) => tag.name)).toEqual([...DEFAULT_FEEDBACK_TAGS]);
      expect(
        values.contest_evaluation_scheme?.evaluation_rubric.criteria[0].scale.map(
          (entry) => entry.level,
        ),
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(values.contest_evaluation_scheme?.pairwise_rating_scheme).toBe('none');
    },
  );

  it.each<ContestType>(['timed', 'ideation', 'submission'])(
    '%s: anonymous, login, AI, public, private solutions, innovation',
    (type) => {
      expect(defaultsFor(type)).toMatchObject({
        anonymous: true,
        require_user_login: true,
        generate_ai_solution: true,
        privacy_type: 'public',
        solutions_private: 'private',
        restricted_for_1st_time_solver: true,
        show_criteria: true,
        comments_visible_to_challengers: true,
        comments_require_approvals: true,
        contest_goal: 'innovation',
      });
    },
  );

  it('questionnaire: no community, auto-approve, no first-time restriction, no login', () => {
    expect(defaultsFor('questionnaire')).toMatchObject({
      no_community_contest: true,
      auto_approve_submissions: true,
      restricted_for_1st_time_solver: false,
      require_user_login: false,
    });
  });

  it('gives a fresh copy each time', () => {
    const first = defaultsFor('timed');
    first.feedback_tags!.pop();
    expect(defaultsFor('timed').feedback_tags).toHaveLength(8);
    expect(LIMITS.redirectDelayMs).toBe(4100);
  });
});

describe('sections per type (seed 001 §2)', () => {
  const keys = (type: ContestType) => sectionsFor(type).map((section) => section.key);

  it('ideation is the flat list of seven sections in order', () => {
    expect(keys('ideation')).toEqual([
      'reward_policy',
      'image',
      'title',
      'description',
      'requirement',
      'supplementals',
      'select_company_team',
    ]);
  });

  it('submission adds Challenge Size and omits the caps', () => {
    expect(keys('submission')).toContain('challenge_size');
    expect(keys('submission')).not.toContain('unapproved_cap');
    expect(keys('submission')).not.toContain('approved_cap');
    expect(keys('timed')).toContain('unapproved_cap');
    expect(keys('timed')).not.toContain('challenge_size');
  });

  it('questionnaire adds the attach-file question and omits what §2 lists', () => {
    const sections = keys('questionnaire');
    expect(sections).toContain('attach_file');
    for (const omitted of [
      'deliverables',
      'time_limit',
      'sources',
      'unapproved_cap',
      'approved_cap',
      'comments',
      'show_criteria',
      'goal',
      'upcoming',
    ]) {
      expect(sections).not.toContain(omitted);
    }
  });

  it('places error paths in their section', () => {
    expect(sectionOfPath('timed', 'feedback_tags.2.name')?.key).toBe('feedback_tags');
    expect(sectionOfPath('timed', 'contest_layout_customization.custom_banner_color')?.key).toBe(
      'banner_colour',
    );
    expect(sectionOfPath('ideation', 'company_team_id')?.key).toBe('select_company_team');
    expect(sectionOfPath('timed', 'nothing_here')).toBeUndefined();
  });
});

describe('server and client errors to the Validation errors block', () => {
  it('maps a CONTRACT error map by dotted path, arrays joined', () => {
    const flat = flattenFieldErrors({
      title: ["can't be blank", 'is too short'],
      'feedback_tags.2.name': ['is taken'],
    });
    expect(flat).toEqual({
      title: "can't be blank, is too short",
      'feedback_tags.2.name': 'is taken',
    });
    const entries = errorEntries(
      'timed',
      Object.keys(flat),
      sectionsFor('timed').map((section) => section.key),
    );
    expect(entries.map((entry) => [entry.group, entry.section, entry.path])).toEqual([
      ['rewards', 'title', 'title'],
      ['rewards', 'feedback_tags', 'feedback_tags.2.name'],
    ]);
  });

  it('reads react-hook-form nested errors as dotted paths', () => {
    const errors = {
      title: { type: 'manual', message: { message: 'app.validation.required' } },
      deliverable_submission_fields: {
        0: { title: { type: 'manual', message: { message: 'x' } } },
      },
    };
    expect(errorPaths(errors)).toEqual(['title', 'deliverable_submission_fields.0.title']);
  });
});

describe('file checks (seed 001 §5, §9)', () => {
  it('accepts png/jpg/jpeg images up to 10 MB', () => {
    expect(checkFile({ name: 'a.PNG', type: 'image/png', size: 100 }, IMAGE_RULE)).toBeNull();
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 100 }, IMAGE_RULE)).toBe(
      'wrong_type',
    );
    expect(
      checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, IMAGE_RULE),
    ).toBe('too_large');
  });

  it('accepts .doc, .docx and .pdf materials', () => {
    expect(
      checkFile({ name: 'brief.pdf', type: 'application/pdf', size: 1 }, MATERIAL_RULE),
    ).toBeNull();
    expect(checkFile({ name: 'brief.docx', type: '', size: 1 }, MATERIAL_RULE)).toBeNull();
    expect(checkFile({ name: 'brief.txt', type: 'text/plain', size: 1 }, MATERIAL_RULE)).toBe(
      'wrong_type',
    );
  });
});

describe('option groups as JSON text', () => {
  it('round-trips lines and JSON', () => {
    const json = linesToOptionGroup('Europe: France, Spain\nAsia: Japan');
    expect(JSON.parse(json!)).toEqual({ Europe: ['France', 'Spain'], Asia: ['Japan'] });
    expect(optionGroupToLines(json)).toBe('Europe: France, Spain\nAsia: Japan');
    expect(linesToOptionGroup('')).toBeNull();
  });
});
