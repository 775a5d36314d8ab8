import type { HttpHandler } from 'msw';
import type { MenuItem } from '../../src/contract';
import { LIST_SCREENS } from '../../src/app/screens/lookup';
import type { Query } from '../../src/contract/envelope';
import { PAGE_MOCK_FOLDERS, RESOURCE_MOCK_FOLDERS } from '../resourceFolders';
import type { MockMenu, PageMock, ResourceMock } from '../resourceMock';
import { invalid } from '../respond';
import { api } from '../route';

const placeOf = ({ route }: ResourceMock) => {
  const at = LIST_SCREENS.findIndex((screen) => screen.name === route.name);
  return at < 0 ? Infinity : at;
};

/** The lists' mocks (src/resources/<folder>/mock.ts), in the order of the screens' registry. */
export const RESOURCE_MOCKS: readonly ResourceMock[] = Object.values(RESOURCE_MOCK_FOLDERS).sort(
  (a, b) => placeOf(a) - placeOf(b),
);

const answersQuery = (fixedQuery: Query | undefined, query: URLSearchParams) =>
  Object.entries(fixedQuery ?? {}).every(([key, value]) => query.get(key) === String(value));

/** `must be drafts, statistics or sales`: the fixed query's values of the lists sharing a call. */
const mustBe = (values: string[]) =>
  `must be ${values.length > 1 ? `${values.slice(0, -1).join(', ')} or ` : ''}${values.at(-1)}`;

/** One GET per endpoint: the list whose fixed query the request carries answers it. */
const listHandler = (endpoint: string, mocks: ResourceMock[]): HttpHandler =>
  api.get(endpoint, (request) => {
    const mock = mocks.find(({ route }) => answersQuery(route.fixedQuery, request.query));
    if (mock) return mock.list(request);
    const key = Object.keys(mocks[0].route.fixedQuery ?? {})[0];
    return invalid({
      [key]: mustBe(mocks.map(({ route }) => String(route.fixedQuery?.[key]))),
    });
  });

const byEndpoint = () => {
  const lists = new Map<string, ResourceMock[]>();
  for (const mock of RESOURCE_MOCKS)
    lists.set(mock.route.endpoint, [...(lists.get(mock.route.endpoint) ?? []), mock]);
  return lists;
};

/** The lists' calls: each endpoint's GET, then each folder's other calls. */
export const resourceHandlers: HttpHandler[] = [
  ...[...byEndpoint()].map(([endpoint, mocks]) => listHandler(endpoint, mocks)),
  ...RESOURCE_MOCKS.flatMap((mock) => mock.handlers ?? []),
];

/** The custom pages' mocks that live in their folders (src/pages/<folder>/mock.ts). */
export const PAGE_MOCKS: readonly PageMock[] = Object.values(PAGE_MOCK_FOLDERS);

/** Their calls' handlers. */
export const pageHandlers: HttpHandler[] = PAGE_MOCKS.flatMap((mock) => mock.handlers);

type MenuChild = { route: { path: string }; menu: MockMenu };

/**
 * The menu with each list's and page folder's child in its place (its mock's `menu`): the
 * children are put in by their `at`, lowest first, so each lands at its index among the
 * section's children; then those placed `after` a label, or before the section's links out.
 */
export const withListMenus = (
  menu: readonly MenuItem[],
  children: MenuChild[] = [
    ...RESOURCE_MOCKS,
    ...PAGE_MOCKS.flatMap(({ route, menu }) => (menu ? [{ route, menu }] : [])),
  ],
): MenuItem[] => {
  const sections = menu.map((item) =>
    item.children ? { ...item, children: [...item.children] } : { ...item },
  );
  const placed = [...children].sort((a, b) => (a.menu.at ?? Infinity) - (b.menu.at ?? Infinity));
  for (const { route, menu: child } of placed) {
    const [section, ...rest] = route.path.split('/').filter(Boolean);
    let item = sections.find((each) => each.path === `/${section}`);
    if (!item) {
      item = { label: child.section ?? section, path: `/${section}`, children: [] };
      sections.push(item);
    }
    const children = (item.children ??= []);
    const after =
      child.after === undefined ? -1 : children.findIndex((each) => each.label === child.after);
    const external = children.findIndex((each) => each.externalPath);
    const place = child.at ?? (after >= 0 ? after + 1 : external >= 0 ? external : children.length);
    children.splice(place, 0, {
      label: child.label,
      path: `/${rest.join('/')}`,
    });
  }
  return sections;
};
