/**
 * The recipe's promise, tried as a new developer would: in a copy of the repository, the two
 * commands of docs/adding-a-resource.md ("Try it") and no hand edit at all leave the type check,
 * lint, formatting and the unit tests a new screen touches green, with each field shown by its
 * type. Slow (a type check and a test run of the copy): about two minutes on two cores.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPOSITORY = join(import.meta.dirname, '../../..');
const LIST = [
  'scripts/new-list/main.js',
  ...['referral-codes', '/sales/referral_codes', '/admin/sales/referral_codes', 'code'],
  ...['owner_email:email', 'uses:number', 'created_at:date', '--icon', 'Redeem'],
];
const PAGE = [
  'scripts/new-page/main.js',
  ...['partner-totals', '/sales/partner_totals', '/admin/sales/partner_totals'],
  ...['codes:number', 'uses:number', '--icon', 'Handshake'],
];

let copy: string;
let generated: ReturnType<typeof run>[];
const run = (command: string, args: string[]) =>
  spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', CONTRACT_WRITE: '' },
  });
const output = (result: ReturnType<typeof run>) => `${result.stdout}\n${result.stderr}`;

beforeAll(() => {
  // The repository's files as they are now (tracked and new), its node_modules shared.
  copy = mkdtempSync(join(tmpdir(), 'generator-trial-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: REPOSITORY,
    encoding: 'utf8',
  }).stdout.split('\n');
  for (const file of files.filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(REPOSITORY, file), join(copy, file));
  }
  symlinkSync(join(REPOSITORY, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // A repository where a developer already followed the recipe: from it without them.
  for (const name of ['referral-codes', 'partner-totals'])
    if (existsSync(join(copy, 'docs/api', `${name}.md`)))
      run(process.execPath, ['scripts/new-list/remove.js', name]);
  generated = [LIST, PAGE].map((args) => run(process.execPath, args));
}, 120_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the two generators, with no hand edit', () => {
  it('leave typecheck, lint, format:check and the unit tests of screens green', () => {
    for (const result of generated) {
      expect(result.status, output(result)).toBe(0);
      expect(result.stderr).toBe('');
    }

    const typecheck = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    expect(typecheck.status, output(typecheck)).toBe(0);
    const written = [
      'src/resources/referral-codes',
      'src/pages/partner-totals',
      'src/app/screens/screens.ts',
      'src/i18n/messages',
      'src/layout/menu/menuIcons.tsx',
      'src/screen/icons.ts',
    ];
    const lint = run('npx', ['eslint', '--max-warnings=0', ...written]);
    expect(lint.status, output(lint)).toBe(0);
    const format = run('npx', ['prettier', '--check', ...written, 'docs']);
    expect(format.status, output(format)).toBe(0);
    const tests = run('npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      'tests/unit/registry/declared.test.ts',
      'tests/unit/registry/mockAnswers.test.ts',
      'tests/unit/registry/oneFolder.test.ts',
      'tests/unit/contract',
      'tests/unit/providers',
      'tests/unit/palette',
      'tests/unit/layers.test.ts',
      'tests/unit/routeChunks.test.ts',
      'tests/unit/menu.test.ts',
    ]);
    expect(tests.status, output(tests)).toBe(0);
  }, 300_000);

  it('show Uses right-aligned as a count and Created at as a date, and name the new icons', () => {
    const columns = readFileSync(join(copy, 'src/resources/referral-codes/columns.tsx'), 'utf8');
    expect(columns).toContain("align: 'right',\n    cell: (row) => formatCount(row.uses),");
    expect(columns).toContain('cell: (row) => formatDate(row.created_at),');
    const icons = readFileSync(join(copy, 'src/layout/menu/menuIcons.tsx'), 'utf8');
    expect(icons).toContain('  Redeem: RedeemIcon,');
    expect(icons).toContain('  Handshake: HandshakeIcon,');
    const openapi = readFileSync(join(copy, 'docs/openapi.json'), 'utf8');
    expect(openapi).toContain('"/admin/sales/referral_codes"');
    expect(openapi).toContain('"x-named-in": "docs/api/partner-totals.md"');
  });
});
