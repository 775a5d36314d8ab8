import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('the production build', () => {
  it('is one index.html with absolute /assets/ URLs', () => {
    const html = readFileSync(join(inject('distDir'), 'index.html'), 'utf8');
    expect(html).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
  });

  it('holds no mock code', () => {
    const offending = files(inject('distDir')).filter((file) =>
      /mockServiceWorker|setupWorker/.test(readFileSync(file, 'utf8')),
    );
    expect(offending).toEqual([]);
  });

  it('while the mock build does, with its worker script', () => {
    const all = files(inject('mockDistDir'));
    expect(all.some((file) => file.endsWith('mockServiceWorker.js'))).toBe(true);
  });
});
