/**
 * `npm run new:list` writes what docs/adding-a-resource.md describes. Its output for the
 * throwaway list is committed as ./challenge-reviews, which throwaway.test.ts follows into every
 * derived place: this test keeps the two equal, so the recipe, the generator and the tests
 * cannot drift apart.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPOSITORY = join(import.meta.dirname, '../../..');
const COMMITTED = join(import.meta.dirname, 'challenge-reviews');
const SCREENS_FILE = 'src/app/screens/screens.ts';
const THROWAWAY = [
  'challenge-reviews',
  '/contests/reviews',
  '/admin/contests/reviews',
  'title',
  'reviewer',
  '--icon',
  'Search',
  '--shortcut',
  'w',
];

/** A scratch repository holding only what the generator edits besides the folder it writes. */
const scratch = mkdtempSync(join(tmpdir(), 'new-list-'));
cpSync(join(REPOSITORY, SCREENS_FILE), join(scratch, SCREENS_FILE));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const generate = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['scripts/new-list/main.js', ...args, '--root', scratch, '--into', 'tests/unit/registry'],
    { cwd: REPOSITORY, encoding: 'utf8' },
  );

const generated = join(scratch, 'tests/unit/registry/challenge-reviews');
const first = generate(...THROWAWAY);
const readScreens = () => readFileSync(join(scratch, SCREENS_FILE), 'utf8');
const screensAfterFirst = readScreens();

describe('npm run new:list', () => {
  it('writes the committed throwaway folder, file for file, and names what it wrote', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const files = readdirSync(COMMITTED).sort();
    expect(readdirSync(generated).sort()).toEqual(files);
    for (const file of files) {
      expect(readFileSync(join(generated, file), 'utf8'), file).toBe(
        readFileSync(join(COMMITTED, file), 'utf8'),
      );
      expect(first.stdout).toContain(`Wrote tests/unit/registry/challenge-reviews/${file}`);
    }
  });

  it('adds its one line to SCREENS, and its import', () => {
    const before = readFileSync(join(REPOSITORY, SCREENS_FILE), 'utf8').split('\n');
    const after = screensAfterFirst.split('\n');
    const added = after.filter((line) => !before.includes(line));
    expect(added).toEqual([
      "import { screens as challengeReviews } from '../../../tests/unit/registry/challenge-reviews/route';",
      '  ...challengeReviews,',
    ]);
    expect(after.filter((line) => !added.includes(line))).toEqual(before);
    expect(after[after.indexOf('  ...challengeReviews,') + 1]).toMatch(/^\] as const/);
  });

  it('prints the texts throwaway.test.ts puts in the catalogue', () => {
    expect(first.stdout).toContain(
      "'challenge-reviews': { name: 'Challenge Reviews', fields: { title: 'Title', reviewer: 'Reviewer' } },",
    );
  });

  it('refuses a folder that exists, and changes nothing', () => {
    const again = generate(...THROWAWAY);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('tests/unit/registry/challenge-reviews already exists');
    expect(readScreens()).toBe(screensAfterFirst);
  });

  it.each([
    ['a bad name', ['Reviews', '/contests/reviews', '/admin/reviews'], 'The name must be'],
    ['a path without /', ['reviews', 'contests/reviews', '/admin/reviews'], 'The path must'],
    ['an endpoint without /', ['reviews', '/contests/reviews', 'admin/reviews'], 'The endpoint'],
    ['a missing endpoint', ['reviews', '/contests/reviews'], 'The endpoint must'],
  ])('refuses %s and writes nothing', (_, args, message) => {
    const refused = generate(...args);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(message);
    expect(refused.stderr).toContain('Usage: npm run new:list --');
    expect(existsSync(join(scratch, 'tests/unit/registry/reviews'))).toBe(false);
    expect(readScreens()).toBe(screensAfterFirst);
  });
});

/** `npm run new:page`, the same way: its output for the throwaway page is ./referral-totals. */
const pageScratch = mkdtempSync(join(tmpdir(), 'new-page-'));
cpSync(join(REPOSITORY, SCREENS_FILE), join(pageScratch, SCREENS_FILE));
afterAll(() => rmSync(pageScratch, { recursive: true, force: true }));
const THROWAWAY_PAGE = [
  'referral-totals',
  '/students/referrals',
  '/admin/solvers/referrals/totals',
  'invited',
  'joined',
  '--icon',
  'Groups',
  '--shortcut',
  'y',
];
const generatePage = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['scripts/new-page/main.js', ...args, '--root', pageScratch, '--into', 'tests/unit/registry'],
    { cwd: REPOSITORY, encoding: 'utf8' },
  );
const page = generatePage(...THROWAWAY_PAGE);

describe('npm run new:page', () => {
  it('writes the committed throwaway page, file for file, and its one line in SCREENS', () => {
    expect(page.stderr).toBe('');
    expect(page.status).toBe(0);
    const committed = join(import.meta.dirname, 'referral-totals');
    const written = join(pageScratch, 'tests/unit/registry/referral-totals');
    const files = readdirSync(committed).sort();
    expect(files).toEqual(['calls.ts', 'index.tsx', 'mock.ts', 'route.ts']);
    expect(readdirSync(written).sort()).toEqual(files);
    for (const file of files)
      expect(readFileSync(join(written, file), 'utf8'), file).toBe(
        readFileSync(join(committed, file), 'utf8'),
      );
    const before = readFileSync(join(REPOSITORY, SCREENS_FILE), 'utf8').split('\n');
    const added = readFileSync(join(pageScratch, SCREENS_FILE), 'utf8')
      .split('\n')
      .filter((line) => !before.includes(line));
    expect(added).toEqual([
      "import { screens as referralTotals } from '../../../tests/unit/registry/referral-totals/route';",
      '  ...referralTotals,',
    ]);
  });

  it('prints the texts generatedPage.test.tsx puts in the catalogue', () => {
    expect(page.stdout).toContain(
      "'referral-totals': { title: 'Referral Totals', load_failed: 'Referral Totals could not be loaded.', fields: { invited: 'Invited', joined: 'Joined' } },",
    );
  });

  it('refuses a folder that exists, and a bad name, writing nothing', () => {
    const screensNow = readFileSync(join(pageScratch, SCREENS_FILE), 'utf8');
    const again = generatePage(...THROWAWAY_PAGE);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('tests/unit/registry/referral-totals already exists');
    const bad = generatePage('Referrals', '/students/referrals', '/admin/referrals');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run new:page --');
    expect(readFileSync(join(pageScratch, SCREENS_FILE), 'utf8')).toBe(screensNow);
  });
});
