import { describe, expect, it } from 'vitest';
import { childLink, menuRoutePaths, mountedRoutes } from '../../src/layout/menu/menuPaths';
import { consoleRoutes } from '../../src/app/console/routeTable';
import type { MenuItem } from '../../src/contract';
import { messages } from '../../src/i18n';
import { breadcrumbTrail, matchesRoute } from '../../src/layout/breadcrumbs/trail';
import { activeForPath, initialActive, menuEntries } from '../../src/layout/menu/menuModel';

const MENU: MenuItem[] = [
  { label: 'Dashboard', path: '/', linkToPage: true },
  {
    label: 'Students',
    path: '/students',
    children: [
      { label: 'Manage Cashouts', path: '/cashouts' },
      { label: 'Cashout Report', path: 'cashout_report/' },
      { label: 'Help', path: 'https://help.example.com/students', externalPath: true },
    ],
  },
  {
    label: 'Hidden',
    path: '/companies',
    skip: true,
    children: [{ label: 'Invoices', path: '/invoices' }],
  },
  { label: 'Mystery', path: '/mystery' },
  {
    label: 'Sales',
    path: '/sales',
    linkToPage: true,
    children: [{ label: 'Opportunities', path: '/opportunities' }],
  },
];

describe('menu links (CONTRACT §3)', () => {
  it('joins parent and child paths, whatever the slashes', () => {
    expect(childLink(MENU[1], MENU[1].children![0])).toEqual({
      label: 'Manage Cashouts',
      to: '/students/cashouts',
      external: false,
    });
    expect(childLink(MENU[1], MENU[1].children![1]).to).toBe('/students/cashout_report');
  });

  it('uses an external child path as it is', () => {
    expect(childLink(MENU[1], MENU[1].children![2])).toEqual({
      label: 'Help',
      to: 'https://help.example.com/students',
      external: true,
    });
  });

  it('collects the console paths the menu links to, without skipped items or outside links', () => {
    expect([...menuRoutePaths(MENU)].sort()).toEqual(
      [
        '/',
        '/mystery',
        '/sales',
        '/sales/opportunities',
        '/students/cashout_report',
        '/students/cashouts',
      ].sort(),
    );
  });

  it('mounts only known routes the menu links to, plus those reached from screens', () => {
    const routes = [
      { path: '/students/cashouts' },
      { path: '/companies/invoices' },
      { path: '/contests/:slug/edit', alwaysMounted: true },
      { path: '/sales/opportunities' },
    ];
    expect(mountedRoutes(routes, MENU).map((route) => route.path)).toEqual([
      '/students/cashouts',
      '/contests/:slug/edit',
      '/sales/opportunities',
    ]);
  });

  it('mounts no route for a menu path that matches none', () => {
    const mounted = mountedRoutes(consoleRoutes(), MENU).map((route) => route.path);
    expect(mounted).not.toContain('/mystery');
    expect(mounted).toContain('/students/cashouts');
    expect(mounted).toContain('/contests/new');
    expect(mounted).not.toContain('/companies/invoices');
  });
});

describe('route table', () => {
  it('knows every route of both seeds under /admin', () => {
    const known = consoleRoutes().map((route) => route.path);
    expect(known).toEqual(
      expect.arrayContaining([
        '/contests/drafts',
        '/contests/statistics',
        '/contests/new',
        '/contests/:slug/edit',
        '/contests/:slug/clone',
        '/companies/new',
        '/companies/invoices',
        '/companies/support_tools',
        '/students/demographics',
        '/students/cashouts',
        '/students/cashout_report',
        '/students/support_tools',
        '/sales/challenges',
        '/sales/opportunities',
        '/sales/opportunity/:id',
        '/sales/opportunities/:id',
      ]),
    );
  });

  it('mounts the routes reached from screens whatever the menu says', () => {
    const mounted = mountedRoutes(consoleRoutes(), []).map((route) => route.path);
    expect(mounted.sort()).toEqual(
      [
        '/contests/new',
        '/contests/:slug/edit',
        '/contests/:slug/clone',
        '/sales/opportunity/:id',
        '/sales/opportunities/:id',
      ].sort(),
    );
  });

  it('gives every route a title for its breadcrumb', () => {
    // Pages' titles are under app.menu, resources' under resources.<name>.name.
    const lookup = (key: string): unknown =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) =>
            node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
          messages,
        );
    for (const route of consoleRoutes()) {
      expect(typeof lookup(route.titleKey), route.titleKey).toBe('string');
    }
  });
});

describe('menu model', () => {
  const entries = menuEntries(MENU);

  it('drops skipped items; a parent without a page link has no link of its own', () => {
    expect(entries.map((entry) => [entry.label, entry.to])).toEqual([
      ['Dashboard', '/'],
      ['Students', null],
      ['Mystery', '/mystery'],
      ['Sales', '/sales'],
    ]);
  });

  it('takes the server active item and sub-item by child path or by full link', () => {
    expect(initialActive(entries, { item: '/students', subItem: '/cashout_report' })).toEqual({
      item: '/students',
      subItem: '/students/cashout_report',
    });
    expect(initialActive(entries, { item: 'students', subItem: '/students/cashouts' })).toEqual({
      item: '/students',
      subItem: '/students/cashouts',
    });
    expect(initialActive(entries, { item: '/nowhere' })).toEqual({});
    expect(initialActive(entries, undefined)).toEqual({});
  });

  it('finds the item of a console path', () => {
    expect(activeForPath(entries, '/students/cashouts')).toEqual({
      item: '/students',
      subItem: '/students/cashouts',
    });
    expect(activeForPath(entries, '/')).toEqual({ item: '/' });
    expect(activeForPath(entries, '/contests/x/edit')).toBeNull();
  });
});

describe('breadcrumbs', () => {
  const routes = [
    { path: '/students/cashouts', titleKey: 'app.menu.cashouts' },
    { path: '/contests/new', titleKey: 'app.menu.contest_new' },
    { path: '/contests/:slug/edit', titleKey: 'app.menu.contest_edit' },
    { path: '/sales/opportunities', titleKey: 'app.menu.opportunities' },
    { path: '/sales/opportunities/:id', titleKey: 'app.menu.opportunity' },
  ];

  it('matches route patterns segment by segment', () => {
    expect(matchesRoute('/contests/:slug/edit', '/contests/abc/edit')).toBe(true);
    expect(matchesRoute('/contests/:slug/edit', '/contests/abc')).toBe(false);
  });

  it('has none on the top level', () => {
    expect(breadcrumbTrail('/', routes, MENU)).toEqual([]);
  });

  it('walks from the dashboard through menu labels to the page title', () => {
    expect(breadcrumbTrail('/students/cashouts', routes, MENU)).toEqual([
      { path: '/', label: { key: 'app.menu.dashboard' }, to: '/' },
      { path: '/students', label: { text: 'Students' }, to: null },
      { path: '/students/cashouts', label: { key: 'app.menu.cashouts' }, to: null },
    ]);
  });

  it('links mounted routes above the page, skips prefixes that are neither route nor menu entry', () => {
    expect(breadcrumbTrail('/sales/opportunities/12', routes, MENU)).toEqual([
      { path: '/', label: { key: 'app.menu.dashboard' }, to: '/' },
      { path: '/sales', label: { text: 'Sales' }, to: null },
      {
        path: '/sales/opportunities',
        label: { key: 'app.menu.opportunities' },
        to: '/sales/opportunities',
      },
      { path: '/sales/opportunities/12', label: { key: 'app.menu.opportunity' }, to: null },
    ]);
    expect(
      breadcrumbTrail('/contests/solar-1/edit', routes, MENU).map((crumb) => crumb.path),
    ).toEqual(['/', '/contests/solar-1/edit']);
  });
});
