import { describe, expect, it } from 'vitest';
import { parseCheckArguments } from '../../../src/contract-tools/check';

describe('contract:check arguments', () => {
  it('takes the base URL with or without a cookie, in either order', () => {
    expect(parseCheckArguments(['https://api.example.com/api/v1'])).toEqual({
      base: 'https://api.example.com/api/v1',
      cookie: undefined,
    });
    expect(parseCheckArguments(['--cookie', '_s=1', 'https://a.example/api/v1'])).toEqual({
      base: 'https://a.example/api/v1',
      cookie: '_s=1',
    });
    expect(parseCheckArguments(['https://a.example/api/v1', '--cookie', '_s=1'])).toEqual({
      base: 'https://a.example/api/v1',
      cookie: '_s=1',
    });
    expect(parseCheckArguments(['--cookie', '_s=1'])).toBeNull();
  });
});
