import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../src/api';

const origin = 'https://console.example.com';

describe('server-given redirects', () => {
  it('follows same-origin paths and URLs', () => {
    expect(safeRedirectPath('/admin/contests/drafts', origin)).toBe('/admin/contests/drafts');
    expect(safeRedirectPath('/challenges/x?tab=1#top', origin)).toBe('/challenges/x?tab=1#top');
    expect(safeRedirectPath('https://console.example.com/admin/', origin)).toBe('/admin/');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://console.example.com/admin/',
    '',
  ])('refuses %s', (target) => {
    expect(safeRedirectPath(target, origin)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(undefined, origin)).toBeNull();
    expect(safeRedirectPath({ url: '/admin/' }, origin)).toBeNull();
  });
});
