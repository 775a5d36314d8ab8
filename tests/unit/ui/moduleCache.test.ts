import { describe, expect, it } from 'vitest';
import { failedModuleUrl, retryableImport } from '../../../src/ui/moduleCache';

describe('a chunk that failed to arrive', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/paletteChunk-DT3u67Hj.js',
      'http://127.0.0.1:4173/assets/paletteChunk-DT3u67Hj.js',
    ],
    [
      'error loading dynamically imported module: https://admin.example.com/assets/a-1.js?retry=5',
      'https://admin.example.com/assets/a-1.js',
    ],
    ['Importing a module script failed.', undefined],
  ])('%s names %s', (message, url) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url);
  });

  it('is asked for again under a fresh URL, not from the failed attempt', async () => {
    let calls = 0;
    const load = retryableImport(async () => {
      calls += 1;
      throw new TypeError('Failed to fetch dynamically imported module: data:text/javascript,x.js');
    });
    await expect(load()).rejects.toThrow();
    // No URL in the message: the plain import is tried again.
    await expect(load()).rejects.toThrow();
    expect(calls).toBe(2);
  });
});
