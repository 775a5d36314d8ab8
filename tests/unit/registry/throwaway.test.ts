/**
 * Issue 24 item 2: a list declared as docs/adding-a-resource.md says (its folder, here
 * ./reviews, and one line in each registry) appears everywhere the console derives from the
 * registry. A derived table edited by hand to leave it out fails here.
 */
import { isValidElement } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';

// Step 3: one line in each registry (the same lines a real folder adds).
vi.mock('../../../src/registry/screens', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/registry/screens')>();
  const { screens } = await import('./reviews/route');
  return { ...real, SCREENS: [...real.SCREENS, ...screens] };
});
vi.mock('../../../src/registry/resources', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/registry/resources')>();
  const { reviews } = await import('./reviews');
  return { ...real, RESOURCES: [...real.RESOURCES, reviews] };
});
// Step 4: the catalogue's texts.
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

const { reviewsRoute } = await import('./reviews/route');
const { consoleRoutes } = await import('../../../src/app/console/routeTable');
const { routeChunkOf } = await import('../../../src/app/console/routeChunks');
const { skeletonTitle } = await import('../../../src/app/console/ConsoleSkeleton');
const { mountedRoutes } = await import('../../../src/layout/menu/menuPaths');
const { childIcon } = await import('../../../src/layout/menu/menuIcons');
const { breadcrumbTrail } = await import('../../../src/layout/breadcrumbs/trail');
const { screenShortcuts } = await import('../../../src/layout/palette/shortcuts');
const { RESOURCE_ENDPOINTS } = await import('../../../src/providers/resources');
const { dataProvider } = await import('../../../src/providers/dataProvider');
const { LIST_SCREENS } = await import('../../../src/registry/lookup');
const { CONTRACT_CALLS } = await import('../../../src/contract/calls');
const { buildOpenApi } = await import('../../../src/contract/openapi');
const { runContractCheck } = await import('../../../src/contract/check');
const { browserScreens, shortcutScreens } = await import('../../browser/screens');

const { path, endpoint, name } = reviewsRoute;
const ROWS = [{ id: 1, title: 'Bridge design', reviewer: 'Ada' }];
const MENU = [
  {
    label: 'Challenges',
    path: '/contests',
    children: [{ label: 'Reviews', path: '/reviews' }],
  },
];

describe('a list declared once', () => {
  it('is a route of the console, with its title, mounted when the server menu links to it', () => {
    const route = consoleRoutes().find((each) => each.path === path);
    expect(route).toMatchObject({ titleKey: 'resources.challenge-reviews.name' });
    expect(mountedRoutes(consoleRoutes(), MENU).map((each) => each.path)).toContain(path);
    expect(mountedRoutes(consoleRoutes(), []).map((each) => each.path)).not.toContain(path);
  });

  it('has the skeleton title, breadcrumbs, menu icon and g shortcut', () => {
    expect(skeletonTitle(routeChunkOf(path)!.titleKey)).toBe('Challenge Reviews');
    expect(breadcrumbTrail(path, consoleRoutes(), MENU).at(-1)).toMatchObject({
      label: { key: 'resources.challenge-reviews.name' },
    });
    const icon = childIcon(path, false);
    expect(isValidElement(icon) && icon.type).toBe(
      (childIcon('/sales/challenges', false) as { type: unknown }).type,
    );
    expect(screenShortcuts(consoleRoutes())).toContainEqual({
      letter: 'w',
      path,
      titleKey: 'resources.challenge-reviews.name',
    });
  });

  it('is a list of the dataProvider, which reads its endpoint', async () => {
    expect(LIST_SCREENS.map((list) => list.name)).toContain(name);
    expect(RESOURCE_ENDPOINTS).toHaveProperty([name, 'list'], endpoint);
    // The mock's answer: the recipe's handler, as a real folder adds it in mocks/handlers.
    server.use(
      http.get(`*${endpoint}`, () =>
        HttpResponse.json({ data: ROWS, meta: { pagination: { totalCount: 1 } } }),
      ),
    );
    const { data, total } = await dataProvider.getList(name, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect({ data, total }).toEqual({ data: ROWS, total: 1 });
  });

  it('is a call of the contract, a path of the OpenAPI document and a contract:check probe', async () => {
    expect(CONTRACT_CALLS).toContainEqual(
      expect.objectContaining({ method: 'GET', path: endpoint, list: { id: 'id' } }),
    );
    expect(buildOpenApi()).toHaveProperty(['paths', endpoint, 'get']);
    const asked: string[] = [];
    await runContractCheck({
      base: 'http://server.test',
      log: () => undefined,
      fetch: (async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ data: [] }), { status: 200 });
      }) as typeof fetch,
    });
    expect(asked).toContain(`http://server.test${endpoint}?page=1&limit=25`);
  });

  it("is on the browser tests' screen lists", () => {
    expect(browserScreens({ slug: 's', id: '1' })).toContainEqual(
      expect.objectContaining({ path: `/admin${path}`, title: 'Challenge Reviews', endpoint }),
    );
    expect(shortcutScreens().map((screen) => screen.shortcut)).toContain('w');
  });
});
