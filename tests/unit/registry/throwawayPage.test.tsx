/**
 * A custom page made by `npm run new:page` (docs/adding-a-resource.md, "How to add a custom
 * page"): the folder ./referral-totals is the generator's output (generator.test.ts keeps it so), plus its
 * line in SCREENS and its texts in the catalogue. Its call, its mock and its menu link come from
 * the folder: it appears everywhere the console, the contract tools and the mock derive from
 * the registry, and the page shows what its GET answers.
 */
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { probedUrls } from './probedUrls';

// Step 1, the folder: the mock finds a page folder's mock.ts (mocks/resourceFolders.ts); this
// one lives in tests, so the test adds it to what the mock found.
vi.mock('../../../mocks/resourceFolders', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../mocks/resourceFolders')>();
  const { mock } = await import('./referral-totals/mock');
  return {
    ...real,
    PAGE_MOCK_FOLDERS: { ...real.PAGE_MOCK_FOLDERS, '../src/pages/referral-totals/mock.ts': mock },
  };
});
// Step 2: one line in SCREENS.
vi.mock('../../../src/app/screens/screens', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/app/screens/screens')>();
  const { screens } = await import('./referral-totals/route');
  return { ...real, SCREENS: [...real.SCREENS, ...screens] };
});
// Step 3: the catalogue's texts, as the generator printed them.
vi.mock('../../../src/i18n/messages/pages', () => ({
  pages: {
    'referral-totals': {
      title: 'Referral Totals',
      load_failed: 'Referral Totals could not be loaded.',
      fields: { invited: 'Invited', joined: 'Joined' },
    },
  },
}));
// As throwaway.test.ts: what follows is loaded afresh, through these mocks, and the next file
// of the worker loads the registry afresh again, without this page.
vi.resetModules();
afterAll(() => {
  vi.doUnmock('../../../mocks/resourceFolders');
  vi.doUnmock('../../../src/app/screens/screens');
  vi.doUnmock('../../../src/i18n/messages/pages');
  vi.resetModules();
});

const { screens, referralTotalsEndpoint: endpoint } = await import('./referral-totals/route');
const { referralTotalsCall } = await import('./referral-totals/calls');
const { consoleRoutes } = await import('../../../src/app/console/routeTable');
const { routeChunkOf } = await import('../../../src/app/console/routeChunks');
const { skeletonTitle } = await import('../../../src/app/console/ConsoleSkeleton');
const { firstRequestsOf } = await import('../../../src/app/console/firstRequests');
const { mountedRoutes } = await import('../../../src/layout/menu/menuPaths');
const { screenShortcuts } = await import('../../../src/layout/palette/shortcuts');
const { dataProvider } = await import('../../../src/app/console/dataProvider');
const { SCREENS } = await import('../../../src/app/screens/screens');
const { CONTRACT_CALLS } = await import('../../../src/contract-tools/calls');
const { buildOpenApi } = await import('../../../src/contract-tools/openapi');
const { runContractCheck } = await import('../../../src/contract-tools/check');
const { browserScreens } = await import('../../browser/screens');
const { handlers } = await import('../../../mocks/handlers');
const { fail } = await import('../../../mocks/respond');
const { api } = await import('../../../mocks/route');
const { DEFAULT_CONTEXT } = await import('../../../mocks/handlers/context');
const { renderConsole } = await import('../../helpers/renderConsole');

const [{ path }] = screens;
const MENU = DEFAULT_CONTEXT.menu;

describe('a custom page declared once, in one folder', { timeout: 45_000 }, () => {
  it('is a route of the console, with its title, mounted when the server menu links to it', () => {
    expect(consoleRoutes().find((each) => each.path === path)).toMatchObject({
      titleKey: 'app.pages.referral-totals.title',
    });
    expect(mountedRoutes(consoleRoutes(), MENU).map((each) => each.path)).toContain(path);
    expect(mountedRoutes(consoleRoutes(), []).map((each) => each.path)).not.toContain(path);
  });

  it("is in the mock's menu, at the end of its section, from the folder's mock", () => {
    expect(MENU.find((item) => item.path === '/students')?.children?.at(-1)).toEqual({
      label: 'Referral Totals',
      path: '/referrals',
    });
  });

  it('has the skeleton title, its g shortcut, and its GET sent early by the entry', () => {
    expect(skeletonTitle(routeChunkOf(path)!.titleKey)).toBe('Referral Totals');
    expect(screenShortcuts(consoleRoutes(), SCREENS)).toContainEqual({
      letter: 'y',
      path,
      titleKey: 'app.pages.referral-totals.title',
    });
    expect(firstRequestsOf(screens[0], { path, search: '' })).toEqual([{ path: endpoint }]);
  });

  it('is a call of the contract, a path of the OpenAPI document and a contract:check probe', async () => {
    expect(CONTRACT_CALLS).toContainEqual(referralTotalsCall);
    expect(buildOpenApi()).toHaveProperty(['paths', endpoint, 'get']);
    const asked = await probedUrls(runContractCheck, 'http://server.test');
    expect(asked).toContain(`http://server.test${endpoint}`);
  });

  it("is on the browser tests' screen lists", () => {
    expect(browserScreens({ slug: 's', id: '1' })).toContainEqual(
      expect.objectContaining({ path: `/admin${path}`, title: 'Referral Totals' }),
    );
  });

  it('reads its call through the dataProvider, answered by its mock', async () => {
    // The mock backend as loaded through the folder's mock.ts (the running one predates it).
    server.use(...handlers);
    expect(await dataProvider.read(referralTotalsCall)).toEqual({
      invited: 'Invited 1',
      joined: 'Joined 1',
    });
  });

  it('shows each field by its label, and its message with Retry when the call fails', async () => {
    server.use(...handlers);
    const { unmount } = renderConsole(`/admin${path}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Referral Totals' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect((await screen.findByText('Invited', { selector: 'dt' })).nextSibling).toHaveTextContent(
      'Invited 1',
    );
    expect(screen.getByText('Joined', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Joined 1',
    );
    unmount();

    server.use(api.get(endpoint, () => fail(500)));
    renderConsole(`/admin${path}`);
    expect(
      await screen.findByText('Referral Totals could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
