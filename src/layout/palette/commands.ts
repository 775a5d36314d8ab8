import type { ConsoleLinks } from '../ConsoleScreensContext';
import { bestMatch } from './fuzzy';
import { parseQuery } from './parseQuery';
import type { RecentItem } from './recent';

/** A screen the palette can open: a mounted route without parameters, titled from the catalogue. */
export interface PaletteScreen {
  path: string;
  title: string;
  /** Other names to match: the server menu's label for the same path. */
  aliases: readonly string[];
}

export type Command =
  | { id: string; kind: 'screen'; path: string; title: string; indices: number[] }
  | { id: string; kind: 'impersonate'; email: string }
  | { id: string; kind: 'support'; target: 'solver' | 'challenger'; email: string; path: string }
  | { id: string; kind: 'report'; email: string; path: string }
  | { id: string; kind: 'edit' | 'clone'; slug: string; path: string }
  | { id: string; kind: 'challenge'; slug: string; href: string }
  | { id: string; kind: 'link'; path: string }
  | { id: string; kind: 'person'; email: string }
  | { id: string; kind: 'clear' };

export interface CommandGroup {
  id: 'recent' | 'screens' | 'person' | 'contest' | 'link';
  /** Interpolation values of the group's heading (`app.palette.groups.<id>`). */
  values: Record<string, string>;
  commands: Command[];
}

export const PATHS = {
  dashboard: '/',
  solverSupport: '/students/support_tools',
  challengerSupport: '/companies/support_tools',
  edit: '/contests/:slug/edit',
  clone: '/contests/:slug/clone',
} as const;

/** The cashout report with its search applied, in react-admin's list parameters. */
export const reportPath = (report: string, email: string) =>
  `${report}?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`;

export const supportPath = (path: string, email: string) =>
  `${path}?email=${encodeURIComponent(email)}`;

const screenCommand = (screen: PaletteScreen, indices: number[] = []): Command => ({
  id: `screen:${screen.path}`,
  kind: 'screen',
  path: screen.path,
  title: screen.title,
  indices,
});

/** The actions for a person, each only where its screen is mounted. */
const personCommands = (
  email: string,
  mounted: ReadonlySet<string>,
  links: ConsoleLinks,
): Command[] => {
  const commands: Command[] = [];
  // The dashboard, which holds the impersonation, is always mounted.
  commands.push({ id: 'person:impersonate', kind: 'impersonate', email });
  const supports = [
    ['solver', PATHS.solverSupport],
    ['challenger', PATHS.challengerSupport],
  ] as const;
  for (const [target, path] of supports) {
    if (mounted.has(path))
      commands.push({
        id: `person:support:${target}`,
        kind: 'support',
        target,
        email,
        path: supportPath(path, email),
      });
  }
  const report = links.cashoutReport;
  if (mounted.has(report))
    commands.push({ id: 'person:report', kind: 'report', email, path: reportPath(report, email) });
  return commands;
};

const contestCommands = (slug: string, mounted: ReadonlySet<string>): Command[] => {
  const encoded = encodeURIComponent(slug);
  const commands: Command[] = [];
  if (mounted.has(PATHS.edit))
    commands.push({ id: 'contest:edit', kind: 'edit', slug, path: `/contests/${encoded}/edit` });
  if (mounted.has(PATHS.clone))
    commands.push({ id: 'contest:clone', kind: 'clone', slug, path: `/contests/${encoded}/clone` });
  commands.push({ id: 'contest:open', kind: 'challenge', slug, href: `/challenges/${encoded}` });
  return commands;
};

const rankScreens = (query: string, screens: readonly PaletteScreen[]): Command[] =>
  screens
    .flatMap((screen, order) => {
      const match = bestMatch(query, [screen.title, ...screen.aliases]);
      const onTitle = bestMatch(query, [screen.title]);
      return match ? [{ screen, order, score: match.score, indices: onTitle?.indices ?? [] }] : [];
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ screen, indices }) => screenCommand(screen, indices));

const recentCommands = (recent: readonly RecentItem[], screens: readonly PaletteScreen[]) =>
  recent.flatMap((item): Command[] => {
    if (item.type === 'person')
      return [{ id: `recent:${item.email}`, kind: 'person', email: item.email }];
    const screen = screens.find((candidate) => candidate.path === item.path);
    return screen ? [{ ...screenCommand(screen), id: `recent:${screen.path}` }] : [];
  });

/**
 * The palette's results for a query. Empty: the recent items (and Clear) then every screen.
 * An e-mail: the person's actions. A slug or a console URL: edit / clone / open, then the
 * screens that match. Anything else: the screens, fuzzy-matched on title and menu label.
 */
export const buildGroups = (
  query: string,
  screens: readonly PaletteScreen[],
  mountedPaths: ReadonlySet<string>,
  recent: readonly RecentItem[],
  origin: string,
  links: ConsoleLinks,
): CommandGroup[] => {
  const groups: CommandGroup[] = [];
  const add = (group: CommandGroup) => {
    if (group.commands.length) groups.push(group);
  };
  if (!query.trim()) {
    const recents = recentCommands(recent, screens);
    if (recents.length)
      add({ id: 'recent', values: {}, commands: [...recents, { id: 'clear', kind: 'clear' }] });
    add({ id: 'screens', values: {}, commands: screens.map((screen) => screenCommand(screen)) });
    return groups;
  }
  const target = parseQuery(query, origin);
  if (target?.kind === 'email') {
    add({
      id: 'person',
      values: { email: target.email },
      commands: personCommands(target.email, mountedPaths, links),
    });
    return groups;
  }
  if (target?.kind === 'link') {
    add({ id: 'link', values: {}, commands: [{ id: 'link', kind: 'link', path: target.path }] });
    return groups;
  }
  if (target?.kind === 'contest')
    add({
      id: 'contest',
      values: { slug: target.slug },
      commands: contestCommands(target.slug, mountedPaths),
    });
  add({ id: 'screens', values: {}, commands: rankScreens(query, screens) });
  return groups;
};
