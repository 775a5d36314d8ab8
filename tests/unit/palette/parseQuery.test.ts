import { describe, expect, it } from 'vitest';
import { isEmail, parseQuery } from '../../../src/layout/palette/parseQuery';

const ORIGIN = 'https://console.example.com';
const parse = (text: string) => parseQuery(text, ORIGIN);

describe('parseQuery', () => {
  it('reads an e-mail address, trimmed', () => {
    expect(parse('  ava.top@stanford.edu ')).toEqual({
      kind: 'email',
      email: 'ava.top@stanford.edu',
    });
    expect(isEmail('ava@stanford')).toBe(false);
    expect(isEmail('ava top@stanford.edu')).toBe(false);
    expect(parse('ava@')).toBeNull();
  });

  it('reads a slug only when it has a hyphen, so screen words stay words', () => {
    expect(parse('open-challenge')).toEqual({ kind: 'contest', slug: 'open-challenge' });
    expect(parse('data-science-42')).toEqual({ kind: 'contest', slug: 'data-science-42' });
    expect(parse('invoices')).toBeNull();
    expect(parse('Cash Report')).toBeNull();
    expect(parse('-leading')).toBeNull();
  });

  it('reads a challenge from a console edit or clone URL, relative or on this site', () => {
    expect(parse('/admin/contests/open-challenge/edit')).toEqual({
      kind: 'contest',
      slug: 'open-challenge',
    });
    expect(parse(`${ORIGIN}/admin/contests/a-b/clone?x=1`)).toEqual({
      kind: 'contest',
      slug: 'a-b',
    });
    expect(parse(`${ORIGIN}/challenges/open-challenge`)).toEqual({
      kind: 'contest',
      slug: 'open-challenge',
    });
    expect(parse('/admin/contests/caf%C3%A9-1/edit')).toEqual({ kind: 'contest', slug: 'café-1' });
  });

  it('reads any other /admin URL as a console link, query kept', () => {
    expect(parse('/admin/companies/invoices?page=2')).toEqual({
      kind: 'link',
      path: '/companies/invoices?page=2',
    });
    expect(parse('/admin')).toEqual({ kind: 'link', path: '/' });
    expect(parse('/admin/contests/new')).toEqual({ kind: 'link', path: '/contests/new' });
    expect(parse(`${ORIGIN}/admin/sales/opportunities/7`)).toEqual({
      kind: 'link',
      path: '/sales/opportunities/7',
    });
  });

  it('refuses other sites, protocol-relative paths and paths outside the console', () => {
    expect(parse('https://evil.example/admin/students/cashouts')).toBeNull();
    expect(parse('//evil.example/admin/x')).toBeNull();
    expect(parse('/administrator')).toBeNull();
    expect(parse('/users/sign_in')).toBeNull();
    expect(parse('javascript:alert(1)')).toBeNull();
  });
});
