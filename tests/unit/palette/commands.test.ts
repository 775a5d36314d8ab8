import { describe, expect, it } from 'vitest';
import { buildGroups, type PaletteScreen } from '../../../src/layout/palette/commands';
import { addRecent, parseRecent, RECENT_LIMIT } from '../../../src/layout/palette/recent';

const ORIGIN = 'https://console.example.com';
const SCREENS: PaletteScreen[] = [
  { path: '/', title: 'Dashboard', aliases: ['Dashboard'] },
  { path: '/students/cashouts', title: 'Manage Cashouts', aliases: ['Payouts'] },
  { path: '/students/cashout_report', title: 'Cashout Report', aliases: [] },
  { path: '/students/support_tools', title: 'Support tools for a solver', aliases: [] },
  { path: '/companies/support_tools', title: 'Support tools for a challenger', aliases: [] },
];
const LINKS = {
  challengeFormReturn: '/contests/drafts',
  cashoutReport: '/students/cashout_report',
};
const ALL = new Set([
  ...SCREENS.map((screen) => screen.path),
  '/contests/:slug/edit',
  '/contests/:slug/clone',
]);

const groups = (query: string, mounted: ReadonlySet<string> = ALL, recent = parseRecent(null)) =>
  buildGroups(query, SCREENS, mounted, recent, ORIGIN, LINKS);
const summary = (query: string, mounted?: ReadonlySet<string>) =>
  groups(query, mounted).map((group) => [group.id, group.commands.map((command) => command.id)]);

describe('buildGroups', () => {
  it('lists every screen for an empty box, and the recent items first when there are some', () => {
    expect(summary('')).toEqual([['screens', SCREENS.map((screen) => `screen:${screen.path}`)]]);
    const recent = [
      { type: 'person', email: 'a@b.co' },
      { type: 'screen', path: '/students/cashouts' },
      { type: 'screen', path: '/no/longer/mounted' },
    ] as const;
    const [first] = buildGroups('', SCREENS, ALL, [...recent], ORIGIN, LINKS);
    expect(first.id).toBe('recent');
    expect(first.commands.map((command) => command.kind)).toEqual(['person', 'screen', 'clear']);
  });

  it('fuzzy-matches screens on title and menu label, best first', () => {
    expect(summary('cash rep')[0][1][0]).toBe('screen:/students/cashout_report');
    expect(summary('payouts')).toEqual([['screens', ['screen:/students/cashouts']]]);
    expect(summary('zzz')).toEqual([]);
  });

  it('offers the person actions for an e-mail, with the e-mail in the links', () => {
    const [person] = groups('ava+1@uni.edu');
    expect(person.values).toEqual({ email: 'ava+1@uni.edu' });
    expect(person.commands).toEqual([
      { id: 'person:impersonate', kind: 'impersonate', email: 'ava+1@uni.edu' },
      expect.objectContaining({
        target: 'solver',
        path: '/students/support_tools?email=ava%2B1%40uni.edu',
      }),
      expect.objectContaining({
        target: 'challenger',
        path: '/companies/support_tools?email=ava%2B1%40uni.edu',
      }),
      expect.objectContaining({
        kind: 'report',
        path: `/students/cashout_report?filter=${encodeURIComponent('{"q":"ava+1@uni.edu"}')}`,
      }),
    ]);
  });

  it('offers an action only where its screen is mounted', () => {
    expect(summary('ava@uni.edu', new Set(['/']))).toEqual([['person', ['person:impersonate']]]);
    expect(summary('open-challenge', new Set(['/']))).toEqual([['contest', ['contest:open']]]);
  });

  it('offers edit, clone and open for a slug, then matching screens', () => {
    const [contest] = groups('open-challenge');
    expect(contest.commands).toEqual([
      {
        id: 'contest:edit',
        kind: 'edit',
        slug: 'open-challenge',
        path: '/contests/open-challenge/edit',
      },
      {
        id: 'contest:clone',
        kind: 'clone',
        slug: 'open-challenge',
        path: '/contests/open-challenge/clone',
      },
      {
        id: 'contest:open',
        kind: 'challenge',
        slug: 'open-challenge',
        href: '/challenges/open-challenge',
      },
    ]);
  });

  it('offers to open a console URL', () => {
    expect(groups('/admin/students/cashouts?page=2')[0].commands).toEqual([
      { id: 'link', kind: 'link', path: '/students/cashouts?page=2' },
    ]);
  });
});

describe('recent items', () => {
  it('keeps the newest first, each once (e-mails case-blind), at most ten', () => {
    let items = parseRecent(null);
    for (let index = 0; index < 12; index += 1)
      items = addRecent(items, { type: 'person', email: `p${index}@x.co` });
    expect(items).toHaveLength(RECENT_LIMIT);
    expect(items[0]).toEqual({ type: 'person', email: 'p11@x.co' });
    items = addRecent(items, { type: 'person', email: 'P5@X.CO' });
    expect(items[0]).toEqual({ type: 'person', email: 'P5@X.CO' });
    expect(
      items.filter((item) => item.type === 'person' && item.email.toLowerCase() === 'p5@x.co'),
    ).toHaveLength(1);
  });

  it('reads a damaged value as an empty list, and drops unknown entries', () => {
    expect(parseRecent('{')).toEqual([]);
    expect(parseRecent('{"type":"screen"}')).toEqual([]);
    expect(
      parseRecent('[{"type":"screen","path":"/a"},{"type":"x"},{"type":"person","email":3}]'),
    ).toEqual([{ type: 'screen', path: '/a' }]);
  });
});
