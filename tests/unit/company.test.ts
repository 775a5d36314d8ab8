import { describe, expect, it } from 'vitest';
import { isRequiredField, LOGO_MAX_BYTES, logoProblem } from '../../src/pages/company-new/rules';
import { companyPayload, toFormData } from '../../src/pages/company-new/serialize';

const logo = new File(['png'], 'logo.png', { type: 'image/png' });

describe('company form rules (seed 000 §5)', () => {
  it('requires Company name and team name for a company, the company and team name for a team', () => {
    expect(isRequiredField('company', 'organization')).toBe(true);
    expect(isRequiredField('company', 'team_name')).toBe(true);
    expect(isRequiredField('company', 'company_id')).toBe(false);
    expect(isRequiredField('team', 'company_id')).toBe(true);
    expect(isRequiredField('team', 'team_name')).toBe(true);
    expect(isRequiredField('team', 'industry')).toBe(false);
  });

  it('accepts png, jpg and jpeg up to 10 MB, in any letter case', () => {
    expect(logoProblem({ name: 'a.png', size: 10 })).toBeNull();
    expect(logoProblem({ name: 'a.JPG', size: 10 })).toBeNull();
    expect(logoProblem({ name: 'a.jpeg', size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoProblem({ name: 'a.jpeg', size: LOGO_MAX_BYTES + 1 })).toBe('too_large');
    expect(logoProblem({ name: 'a.gif', size: 10 })).toBe('wrong_type');
    expect(logoProblem({ name: 'png', size: 10 })).toBe('wrong_type');
    expect(logoProblem({ name: 'a.png.exe', size: 10 })).toBe('wrong_type');
  });

  it('refuses the file name already chosen, before anything else', () => {
    expect(logoProblem({ name: 'logo.png', size: 10 }, 'logo.png')).toBe('duplicate');
    expect(logoProblem({ name: 'logo.png', size: 10 }, 'other.png')).toBeNull();
    expect(logoProblem({ name: 'logo.png', size: 10 }, null)).toBeNull();
  });
});

describe('companyPayload', () => {
  it('sends form_type first, then only the non-empty fields of a team', () => {
    expect(
      companyPayload('team', {
        company_id: 4,
        team_name: ' Growth ',
        default_challenger_type: '',
        default_challenger_role: null,
        // left over from the company form: not sent
        organization: 'Acme',
        anonymous: false,
      }),
    ).toEqual([
      ['form_type', 'team'],
      ['company_id', 4],
      ['team_name', 'Growth'],
    ]);
  });

  it('turns an all-boolean radio into a boolean, and keeps other radios as text', () => {
    const payload = companyPayload('company', {
      organization: 'Zephyr',
      anonymous: 'true',
      company_description: '   ',
      industry: 'Technology',
      logo_pic: logo,
      team_name: 'Founders',
      default_challenger_type: 'ideation',
    });
    expect(payload).toEqual([
      ['form_type', 'company'],
      ['organization', 'Zephyr'],
      ['anonymous', true],
      ['industry', 'Technology'],
      ['logo_pic', logo],
      ['team_name', 'Founders'],
      ['default_challenger_type', 'ideation'],
    ]);
    expect(companyPayload('company', { anonymous: 'false' })).toContainEqual(['anonymous', false]);
    expect(companyPayload('company', { anonymous: false })).toContainEqual(['anonymous', false]);
  });

  it('encodes as multipart: booleans and numbers as text, the file as a file part', () => {
    const form = toFormData([
      ['form_type', 'company'],
      ['anonymous', false],
      ['company_id', 7],
      ['logo_pic', logo],
    ]);
    expect(form.get('anonymous')).toBe('false');
    expect(form.get('company_id')).toBe('7');
    expect((form.get('logo_pic') as File).name).toBe('logo.png');
    expect([...form.keys()]).toEqual(['form_type', 'anonymous', 'company_id', 'logo_pic']);
  });
});
