/**
 * `npm run new:list` writes what docs/adding-a-resource.md describes. Its output for the
 * throwaway list is committed as ./challenge-reviews, which throwaway.test.ts follows into every
 * derived place: this test keeps the two equal, so the recipe, the generator and the tests
 * cannot drift apart.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPOSITORY = join(import.meta.dirname, '../../..');
const COMMITTED = join(import.meta.dirname, 'challenge-reviews');
const SCREENS_FILE = 'src/app/screens/screens.ts';
const RESOURCE_TEXTS = 'src/i18n/messages/resources.ts';
const PAGE_TEXTS = 'src/i18n/messages/pages.ts';
const ICONS_FILE = 'src/layout/menu/menuIcons.tsx';
const ICON_NAMES = 'src/screen/icons.ts';
/** What the generators edit besides what they write. */
const EDITED = [SCREENS_FILE, RESOURCE_TEXTS, PAGE_TEXTS, ICONS_FILE, ICON_NAMES];

/** A scratch repository holding only what the generators edit. */
const scratchCopy = (prefix: string) => {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const file of EDITED) cpSync(join(REPOSITORY, file), join(root, file));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
};

/** The lines a generator added to a file of the scratch copy. */
const addedLines = (root: string, file: string) => {
  const before = new Set(readFileSync(join(REPOSITORY, file), 'utf8').split('\n'));
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .filter((line) => !before.has(line));
};
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

const scratch = scratchCopy('new-list-');

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

  it('writes the texts throwaway.test.ts puts in the catalogue into the catalogue', () => {
    expect(addedLines(scratch, RESOURCE_TEXTS).join('\n')).toContain(
      "  'challenge-reviews': {\n    name: 'Challenge Reviews',\n    fields: { title: 'Title', reviewer: 'Reviewer' },",
    );
    expect(first.stdout).toContain(`Edited ${RESOURCE_TEXTS}`);
  });

  it('refuses a folder that exists, and changes nothing', () => {
    const again = generate(...THROWAWAY);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      "'challenge-reviews' is taken: tests/unit/registry/challenge-reviews, docs/api/challenge-reviews.md exists.",
    );
    expect(readScreens()).toBe(screensAfterFirst);
  });

  it('refuses a name the catalogue already has, writing nothing', () => {
    const taken = generate('invoices', '/companies/invoices2', '/admin/invoices2');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain(
      "'invoices' is taken: src/app/screens/screens.ts: SCREENS already has 'invoices'. Nothing written.",
    );
    expect(existsSync(join(scratch, 'tests/unit/registry/invoices'))).toBe(false);
    expect(readScreens()).toBe(screensAfterFirst);
  });

  it('refuses a name whose texts the catalogue has, writing nothing', () => {
    const texts = join(scratch, RESOURCE_TEXTS);
    const catalogue = readFileSync(texts, 'utf8');
    writeFileSync(
      texts,
      catalogue.replace(
        'export const resources = {',
        "$&\n  orphans: { name: 'Orphans', fields: {} },",
      ),
    );
    const taken = generate('orphans', '/contests/orphans', '/admin/orphans');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain(
      "'orphans' is taken: src/i18n/messages/resources.ts has its texts. Nothing written.",
    );
    expect(existsSync(join(scratch, 'tests/unit/registry/orphans'))).toBe(false);
    writeFileSync(texts, catalogue);
  });

  it('takes a generated list back out with new:remove, and nothing else', () => {
    const read = (file: string) => readFileSync(join(scratch, file), 'utf8');
    const before = [read(SCREENS_FILE), read(RESOURCE_TEXTS)];
    const node = (...args: string[]) =>
      spawnSync(process.execPath, [...args, '--root', scratch], {
        cwd: REPOSITORY,
        encoding: 'utf8',
      });
    // `company` is also a key of the contest lists' shared column texts, which stay.
    const made = node('scripts/new-list/main.js', 'company', '/companies/one', '/admin/company');
    expect(made.status, made.stderr).toBe(0);
    expect(read(RESOURCE_TEXTS)).not.toBe(before[1]);
    const removed = node('scripts/new-list/remove.js', 'company');
    expect(removed.status, removed.stderr).toBe(0);
    expect([read(SCREENS_FILE), read(RESOURCE_TEXTS)]).toEqual(before);
    expect(existsSync(join(scratch, 'src/resources/company'))).toBe(false);
    expect(existsSync(join(scratch, 'docs/api/company.md'))).toBe(false);

    mkdirSync(join(scratch, 'src/resources/drafts'), { recursive: true });
    const seed = node('scripts/new-list/remove.js', 'drafts');
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(
      'src/resources/drafts was not made by the generators (no docs/api/drafts.md): nothing removed.',
    );
    expect(existsSync(join(scratch, 'src/resources/drafts'))).toBe(true);
  });

  it('refuses an icon Material does not have, naming those the table has', () => {
    const icons = readFileSync(join(scratch, ICONS_FILE), 'utf8');
    const refused = generate('reviews', '/contests/reviews', '/admin/reviews', '--icon', 'NoSuch');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "'NoSuch' is no Material icon (@mui/icons-material). The icon table has: AddBusiness, Assessment,",
    );
    expect(existsSync(join(scratch, 'tests/unit/registry/reviews'))).toBe(false);
    expect(readFileSync(join(scratch, ICONS_FILE), 'utf8')).toBe(icons);
  });

  it('adds a Material icon the table lacks: its import, its entry and its name', () => {
    // One the table does not have yet, whatever icons the screens added since.
    const names = readFileSync(join(scratch, ICON_NAMES), 'utf8');
    const icon = ['Redeem', 'Handshake', 'Celebration', 'Savings', 'Loyalty', 'Sell'].find(
      (name) => !names.includes(`'${name}'`),
    );
    if (!icon) throw new Error('every candidate icon is in the table: add another candidate');
    const added = generate('prizes', '/contests/prizes', '/admin/prizes', '--icon', icon);
    expect(added.status).toBe(0);
    expect(addedLines(scratch, ICONS_FILE)).toEqual([
      `import ${icon}Icon from '@mui/icons-material/${icon}';`,
      `  ${icon}: ${icon}Icon,`,
    ]);
    expect(addedLines(scratch, ICON_NAMES)).toContain(`  | '${icon}'`);
  });

  it('writes each field by its type: schema, cell, alignment, CSV and mock value', () => {
    const before = readScreens();
    const typed = generate(
      ...['typed-samples', '/sales/typed_samples', '/admin/sales/typed_samples', 'code'],
      ...['owner_email:email', 'uses:number', 'created_at:date', 'paid:money', 'active:boolean'],
      '--dry-run',
    );
    expect(typed.stderr).toBe('');
    const out = typed.stdout;
    for (const line of [
      "uses: named('docs/api/typed-samples.md', num()),",
      "created_at: named('docs/api/typed-samples.md', day()),",
      "active: named('docs/api/typed-samples.md', bool()),",
      "align: 'right',\n    cell: (row) => formatCount(row.uses),\n    csv: (row) => row.uses,",
      'cell: (row) => formatDate(row.created_at),',
      "align: 'right',\n    cell: (row) => formatUsd(row.paid),",
      'cell: (row) => (row.active ? yes : no),',
      'owner_email: `owner${index + 1}@example.com`,',
      'uses: rng.int(0, 500),',
      'created_at: rng.daysAgo(now, 0, 365).toISOString().slice(0, 10),',
      "matchesSearch(query.get('search'), row.code, row.owner_email)",
      '| `uses`',
      'Dry run: nothing written.',
    ])
      expect(out).toContain(line);
    expect(existsSync(join(scratch, 'tests/unit/registry/typed-samples'))).toBe(false);
    expect(readScreens()).toBe(before);
  });

  it('places the menu link after the label --after names', () => {
    const placed = generate('ranks', '/contests/ranks', '/admin/ranks', '--after', 'Drafts');
    expect(placed.stdout).toContain("under the /contests section, after 'Drafts'");
    expect(readFileSync(join(scratch, 'tests/unit/registry/ranks/mock.ts'), 'utf8')).toContain(
      "menu: { label: 'Ranks', after: 'Drafts' },",
    );
  });

  it.each([
    ['a bad name', ['Reviews', '/contests/reviews', '/admin/reviews'], 'The name must be'],
    ['a path without /', ['reviews', 'contests/reviews', '/admin/reviews'], 'The path must'],
    ['an endpoint without /', ['reviews', '/contests/reviews', 'admin/reviews'], 'The endpoint'],
    ['a missing endpoint', ['reviews', '/contests/reviews'], 'The endpoint must'],
    [
      'an unknown type',
      ['reviews', '/contests/reviews', '/admin/reviews', 'at:time'],
      "'time' is no field type; the types are text, number, money, date, datetime, email, url, boolean.",
    ],
  ])('refuses %s and writes nothing', (_, args, message) => {
    const before = readScreens();
    const refused = generate(...args);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(message);
    expect(refused.stderr).toContain('Usage: npm run new:list --');
    expect(existsSync(join(scratch, 'tests/unit/registry/reviews'))).toBe(false);
    expect(readScreens()).toBe(before);
  });
});

/** `npm run new:page`, the same way: its output for the throwaway page is ./referral-totals. */
const pageScratch = scratchCopy('new-page-');
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

  it('writes the texts generatedPage.test.tsx puts in the catalogue into the catalogue', () => {
    expect(addedLines(pageScratch, PAGE_TEXTS).join('\n')).toContain(
      "title: 'Referral Totals',\n    load_failed: 'Referral Totals could not be loaded.',\n    fields: { invited: 'Invited', joined: 'Joined' },",
    );
  });

  it('refuses a folder that exists, and a bad name, writing nothing', () => {
    const screensNow = readFileSync(join(pageScratch, SCREENS_FILE), 'utf8');
    const again = generatePage(...THROWAWAY_PAGE);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      "'referral-totals' is taken: tests/unit/registry/referral-totals",
    );
    const bad = generatePage('Referrals', '/students/referrals', '/admin/referrals');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run new:page --');
    expect(readFileSync(join(pageScratch, SCREENS_FILE), 'utf8')).toBe(screensNow);
  });
});
