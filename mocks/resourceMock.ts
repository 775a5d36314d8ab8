import type { HttpHandler } from 'msw';
import type { ListDeclaration, ScreenDeclaration } from '../src/screen/types';
import type { Resolver } from './route';

/**
 * What a list resource's folder gives the mock backend, in `src/resources/<folder>/mock.ts`
 * (only the mock imports it: mocks/resourceFolders.ts). Its seeded table, when the data is its
 * own, is declared there too (`defineTable`); data other screens share stays in mocks/db.
 */
export interface ResourceMock {
  route: ListDeclaration;
  /**
   * The answer to GET <endpoint> with the route's fixed query: a page of rows. Lists sharing an
   * endpoint are told apart by their fixed query (mocks/handlers/resources.ts).
   */
  list: Resolver;
  /** Its other calls (detail, create, …), as msw handlers (`api.get(…)`, mocks/route.ts). */
  handlers?: readonly HttpHandler[];
  /**
   * Its child in the default server context's menu (mocks/handlers/context.ts), under the section
   * of its path's first segment (`/companies/list`: `/list` under `/companies`): `label`, its
   * place `at` among the section's children or right `after` the child of that label (else
   * before the section's links out of the console, or at its end), and the section's label
   * when the menu has no such section yet.
   */
  menu: { label: string; at?: number; after?: string; section?: string };
}

export const defineMock = (
  route: ListDeclaration,
  mock: Omit<ResourceMock, 'route'>,
): ResourceMock => ({
  route,
  ...mock,
});

/** A menu child of a folder's screen in the default server context (see `ResourceMock.menu`). */
export type MockMenu = ResourceMock['menu'];

/**
 * What a custom page's folder gives the mock backend, in `src/pages/<folder>/mock.ts` (found by
 * mocks/resourceFolders.ts as the lists' are): the handlers of its calls and, when the server's
 * menu links to it, its child there.
 */
export interface PageMock {
  route: ScreenDeclaration;
  handlers: readonly HttpHandler[];
  menu?: MockMenu;
}

export const definePageMock = (
  route: ScreenDeclaration,
  mock: Omit<PageMock, 'route'>,
): PageMock => ({ route, ...mock });
