import { describe, expect, it } from 'vitest';
import { buildQuery, joinUrl, resolveApiBase } from '../../../src/api';

describe('API base', () => {
  it('defaults to /api/v1, then VITE_API_BASE, then the context apiBase wins', () => {
    expect(resolveApiBase(undefined, undefined)).toBe('/api/v1');
    expect(resolveApiBase(undefined, 'https://api.example.com/v2')).toBe(
      'https://api.example.com/v2',
    );
    expect(resolveApiBase('/backend/api', 'https://api.example.com/v2')).toBe('/backend/api');
    expect(resolveApiBase('  ', '')).toBe('/api/v1');
  });

  it('joins base and path the same with or without a leading slash', () => {
    expect(joinUrl('/api/v1', '/admin/stats')).toBe('/api/v1/admin/stats');
    expect(joinUrl('/api/v1/', 'admin/contests')).toBe('/api/v1/admin/contests');
    expect(joinUrl('/api/v1', 'https://storage.example.com/upload')).toBe(
      'https://storage.example.com/upload',
    );
  });
});

describe('query strings', () => {
  it('leaves out empty values and encodes arrays with brackets', () => {
    expect(
      buildQuery({
        page: 1,
        limit: 25,
        search: '',
        date_from: undefined,
        perseverance_filter: null,
        countries: ['France', 'Peru'],
      }),
    ).toBe('?page=1&limit=25&countries%5B%5D=France&countries%5B%5D=Peru');
    expect(buildQuery({ with_linkedin: false })).toBe('?with_linkedin=false');
    expect(buildQuery({})).toBe('');
  });
});
