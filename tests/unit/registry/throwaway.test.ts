/**
 * A list made by `npm run new:list` (docs/adding-a-resource.md): the folder ./challenge-reviews
 * is the generator's output (generator.test.ts keeps it so), plus its line in SCREENS and its
 * texts in the catalogue. It appears everywhere the console and the mock derive from the
 * registry; a derived table edited by hand to leave it out fails here.
 */
import { isValidElement } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { probedUrls } from './probedUrls';

// Step 1, the folder: its route is its declaration (read through SCREENS, step 2); the mock
// finds a folder's mock.ts (mocks/resourceFolders.ts), and this one lives in tests, so the test
// adds it to what the mock found.
vi.mock('../../../mocks/resourceFolders', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../mocks/resourceFolders')>();
  const { mock } = await import('./challenge-reviews/mock');
  return {
    ...real,
    RESOURCE_MOCK_FOLDERS: {
      ...real.RESOURCE_MOCK_FOLDERS,
      '../src/resources/challenge-reviews/mock.ts': mock,
    },
  };
});
// Step 2: one line in SCREENS.
vi.mock('../../../src/app/screens/screens', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/app/screens/screens')>();
  const { screens } = await import('./challenge-reviews/route');
  return { ...real, SCREENS: [...real.SCREENS, ...screens] };
});
// Step 3: the catalogue's texts.
vi.mock('../../../src/i18n/messages/resources', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/i18n/messages/resources')>();
  return {
    ...real,
    resources: {
      ...real.resources,
      'challenge-reviews': {
        name: 'Challenge Reviews',
        fields: { title: 'Title', reviewer: 'Reviewer' },
      },
    },
  };
});
// The test setup started the mock backend (and so read the registry) before these mocks: what
// follows is loaded afresh, through them.
vi.resetModules();
// The unit files of a worker share its modules (vite.config.ts, isolate: false): the next file
// loads the registry afresh again, without the list this one adds.
afterAll(() => {
  vi.doUnmock('../../../mocks/resourceFolders');
  vi.doUnmock('../../../src/app/screens/screens');
  vi.doUnmock('../../../src/i18n/messages/resources');
  vi.resetModules();
});

const { challengeReviewsRoute } = await import('./challenge-reviews/route');
const { consoleRoutes } = await import('../../../src/app/console/routeTable');
const { routeChunkOf } = await import('../../../src/app/console/routeChunks');
const { skeletonTitle } = await import('../../../src/app/console/ConsoleSkeleton');
const { mountedRoutes } = await import('../../../src/layout/menu/menuPaths');
const { childIcon, screenIcons } = await import('../../../src/layout/menu/menuIcons');
const { breadcrumbTrail } = await import('../../../src/layout/breadcrumbs/trail');
const { screenShortcuts } = await import('../../../src/layout/palette/shortcuts');
const { resourceEndpoints } = await import('../../../src/providers/resources');
const { dataProvider } = await import('../../../src/app/console/dataProvider');
const { LIST_SCREENS } = await import('../../../src/app/screens/lookup');
const { SCREENS } = await import('../../../src/app/screens/screens');
const { CONTRACT_CALLS, RESOLVED_LISTS } = await import('../../../src/contract-tools/calls');
const { buildOpenApi } = await import('../../../src/contract-tools/openapi');
const { runContractCheck } = await import('../../../src/contract-tools/check');
const { browserScreens, shortcutScreens } = await import('../../browser/screens');
const { handlers } = await import('../../../mocks/handlers');
const { DEFAULT_CONTEXT } = await import('../../../mocks/handlers/context');

const { path, endpoint, name } = challengeReviewsRoute;
/** The first page of the mock's seeded table (mock.ts). */
const ROWS = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  title: `Title ${index + 1}`,
  reviewer: `Reviewer ${index + 1}`,
}));
const MENU = DEFAULT_CONTEXT.menu;

describe('a list declared once', () => {
  it('is a route of the console, with its title, mounted when the server menu links to it', () => {
    const route = consoleRoutes().find((each) => each.path === path);
    expect(route).toMatchObject({ titleKey: 'resources.challenge-reviews.name' });
    expect(mountedRoutes(consoleRoutes(), MENU).map((each) => each.path)).toContain(path);
    expect(mountedRoutes(consoleRoutes(), []).map((each) => each.path)).not.toContain(path);
  });

  it("is in the mock's menu, at the end of its section", () => {
    expect(MENU.find((item) => item.path === '/contests')?.children?.at(-1)).toEqual({
      label: 'Challenge Reviews',
      path: '/reviews',
    });
  });

  it('has the skeleton title, breadcrumbs, menu icon and g shortcut', () => {
    expect(skeletonTitle(routeChunkOf(path)!.titleKey)).toBe('Challenge Reviews');
    expect(breadcrumbTrail(path, consoleRoutes(), MENU).at(-1)).toMatchObject({
      label: { key: 'resources.challenge-reviews.name' },
    });
    const icons = screenIcons(SCREENS);
    const icon = childIcon(path, false, icons);
    expect(isValidElement(icon) && icon.type).toBe(
      (childIcon('/sales/challenges', false, icons) as { type: unknown }).type,
    );
    expect(screenShortcuts(consoleRoutes(), SCREENS)).toContainEqual({
      letter: 'w',
      path,
      titleKey: 'resources.challenge-reviews.name',
    });
  });

  it('is a list of the dataProvider, which reads its endpoint, and the mock answers it', async () => {
    expect(LIST_SCREENS.map((list) => list.name)).toContain(name);
    expect(RESOLVED_LISTS.map((list) => list.name)).toContain(name);
    expect(resourceEndpoints(LIST_SCREENS)).toHaveProperty([name, 'list'], endpoint);
    // The mock backend as loaded through the folder's mock.ts (the running one predates it).
    server.use(...handlers);
    const { data, total } = await dataProvider.getList(name, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect({ data, total }).toEqual({ data: ROWS, total: 40 });
  });

  it('is a call of the contract, a path of the OpenAPI document and a contract:check probe', async () => {
    expect(CONTRACT_CALLS).toContainEqual(
      expect.objectContaining({ method: 'GET', path: endpoint, list: { id: 'id' } }),
    );
    expect(buildOpenApi()).toHaveProperty(['paths', endpoint, 'get']);
    const asked = await probedUrls(runContractCheck, 'http://server.test');
    expect(asked).toContain(`http://server.test${endpoint}?page=1&limit=25`);
  });

  it("is on the browser tests' screen lists", () => {
    expect(browserScreens({ slug: 's', id: '1' })).toContainEqual(
      expect.objectContaining({ path: `/admin${path}`, title: 'Challenge Reviews', endpoint }),
    );
    expect(shortcutScreens().map((screen) => screen.shortcut)).toContain('w');
  });
});
