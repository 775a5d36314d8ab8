import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inject, it } from 'vitest';
import { build } from '../browser/globalSetup';
import { reportFigure } from './report';

const root = resolve(import.meta.dirname, '../..');
/** The chunk groups that must outlive a screen's change (scripts/build/chunkGroups.ts). */
const VENDOR = /^(base|shared|solver-shared|request-shared|admin-vendor)-/;

it('keeps the vendor chunks’ names when one screen changes', () => {
  const changed = join(root, '.tmp', `run-${process.pid}`, 'dist-screen-changed');
  build(changed, 'production', [
    '--config',
    join(root, 'tests/bench/screenChange.vite.config.ts'),
    '--configLoader',
    'runner',
  ]);
  const names = (dist: string) => readdirSync(join(dist, 'assets'));
  const before = names(inject('distDir'));
  const after = new Set(names(changed));
  const vendor = before.filter((file) => VENDOR.test(file));
  const renamed = vendor.filter((file) => !after.has(file));
  console.log(`  vendor chunks: ${vendor.join(', ')}; renamed: ${renamed.join(', ') || 'none'}`);
  const others = before.filter((file) => file.endsWith('.js') && !after.has(file));
  console.log(`  renamed by the change: ${others.join(', ')}`);
  reportFigure('vendor chunks renamed by a change to one screen', renamed.length, 'files', '0');
});
