import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../../mocks/handlers/context';
import { RESOURCE_MOCKS } from '../../../mocks/handlers/resources';
import { consoleRoutes } from '../../../src/app/console/routeTable';
import { mountedRoutes } from '../../../src/layout/menu/menuPaths';
import { RESOURCE_FOLDERS } from '../../../src/app/screens/folders';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';

/**
 * A list is one folder plus one line in SCREENS. The compiler refuses a list screen
 * without its declaration (EVERY_LIST_DECLARED); these name what is missing at run time.
 */
describe('every list of the registry is declared by its folder', () => {
  const declared = Object.values(RESOURCE_FOLDERS).map((resource) => resource.name);

  it('has a declaration (src/resources/<folder>/index.ts exports `resource`)', () => {
    const missing = LIST_SCREENS.map((screen) => screen.name).filter(
      (name) => !declared.includes(name),
    );
    expect(missing, 'list screens without a declaration').toEqual([]);
  });

  it('is a screen: no folder lacks its line in SCREENS (src/app/screens/screens.ts)', () => {
    const unlisted = declared.filter(
      (name) => !LIST_SCREENS.some((screen) => screen.name === name),
    );
    expect(unlisted, 'declared lists missing from SCREENS').toEqual([]);
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
