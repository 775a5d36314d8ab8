import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../../mocks/handlers/context';
import { RESOURCE_MOCKS } from '../../../mocks/handlers/resources';
import { consoleRoutes } from '../../../src/app/console/routeTable';
import { mountedRoutes } from '../../../src/layout/menu/menuPaths';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';
import {
  defineList,
  isListDeclaration,
  shapesOf,
  type ScreenDeclaration,
} from '../../../src/screen/types';

/** Each folder's route, as its file declares it (the app knows only those in SCREENS). */
const ROUTE_FILES = import.meta.glob<readonly ScreenDeclaration[]>(
  '../../../src/resources/*/route.ts',
  { eager: true, import: 'screens' },
);

/**
 * A list is one folder plus one line in SCREENS. Its route is its declaration (the compiler
 * refuses a list route without its shapes); these name what is missing at run time.
 */
describe('every list of the registry is declared by its folder', () => {
  it('is refused by the compiler without its shapes (checked by tsc)', () => {
    const route = defineList({
      name: 'no-shapes',
      path: '/no-shapes',
      endpoint: '/admin/no-shapes',
      heading: 'h5',
      exportName: 'no-shapes',
      // @ts-expect-error a list route names its schema module, the shapes of its calls
      schema: undefined,
    });
    expect(route.titleKey).toBe('resources.no-shapes.name');
  });

  it("reads its calls' shapes from its route (src/resources/<folder>/schema.ts)", async () => {
    for (const list of LIST_SCREENS) {
      const shapes = await shapesOf(list);
      expect(shapes.summary, list.name).not.toBe('');
      expect(Object.keys(shapes.row.shape), list.name).not.toEqual([]);
    }
  });

  it('is a screen: no folder lacks its line in SCREENS (src/app/screens/screens.ts)', () => {
    const unlisted = Object.values(ROUTE_FILES)
      .flat()
      .filter(isListDeclaration)
      .filter((list) => !LIST_SCREENS.some((screen) => screen.name === list.name))
      .map((list) => list.name);
    expect(Object.keys(ROUTE_FILES).length).toBeGreaterThan(0);
    expect(unlisted, 'list folders missing from SCREENS').toEqual([]);
  });

  it("has a mock (its folder's mock.ts), whose menu entry mounts it", () => {
    const mocked = RESOURCE_MOCKS.map((mock) => mock.route.name);
    expect(
      LIST_SCREENS.map((screen) => screen.name).filter((name) => !mocked.includes(name)),
      'list screens without a mock.ts',
    ).toEqual([]);
    const mounted = mountedRoutes(consoleRoutes(), DEFAULT_CONTEXT.menu).map((route) => route.path);
    expect(
      LIST_SCREENS.map((screen) => screen.path).filter((path) => !mounted.includes(path)),
      "lists the mock's menu does not link to",
    ).toEqual([]);
  });
});
