import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { Query } from '../contract/envelope';
import type { StorageReader } from '../storage/browserStorage';
import type { IconName } from './icons';

/**
 * A query a page's first render reads: its react-query key, and how its query function reads it
 * through the dataProvider the app gives (`never` here: this layer sits below the providers).
 * The console fills it from the answers sent at entry before it mounts (docs/decisions.md, "The
 * first rows in the first render").
 */
export interface FirstQuery {
  queryKey: readonly unknown[];
  read: (dataProvider: never) => Promise<unknown>;
}

/**
 * A page's code. `firstQueries`: what its first render reads, given the address (a list without
 * it reads its first page, as react-admin's list asks for it).
 */
export interface PageModule {
  default: ComponentType;
  firstQueries?: (opening: Opening) => FirstQuery[];
}

/** A GET the route's screen sends first, sent from the entry instead. */
export interface FirstRequest {
  path: string;
  query?: Query;
}

/** Where a screen's first requests are read from: the address and the browser's storages. */
export interface Opening {
  /** The console path (relative to /admin), e.g. `/contests/a-b/edit`. */
  path: string;
  search: string;
  /** react-admin's store (local storage). */
  storage?: StorageReader;
  /** This session's cache (session storage). */
  session?: StorageReader;
}

/**
 * A screen of the console as the entry knows it before any console code has run. A folder's
 * `route.ts` declares its screens as plain data (type imports only): the entry reads them for
 * the skeleton and the page's code, the console for its routes, palette and `g` shortcuts.
 */
export interface ScreenDeclaration {
  /** Relative to /admin; `:name` matches one segment. */
  path: string;
  /** The catalogue key of its heading, page title, breadcrumb and palette entry. */
  titleKey: string;
  /** The page's h1 variant (Typography). */
  heading: 'h4' | 'h5';
  /** The page shows breadcrumbs above its heading (all but the dashboard). */
  breadcrumbs: boolean;
  /** Space the page puts above its heading, in px (the Cashout Report's stack). */
  headingTop?: number;
  /** `g` and this letter opens it; fixed, so a screen keeps its key whatever the menu mounts. */
  shortcut?: string;
  /** The menu's icon (src/layout/menu/menuIcons.tsx); a chevron when none. */
  icon?: IconName;
  /** Reached from a screen rather than the menu: mounted whatever the server menu says. */
  alwaysMounted?: boolean;
  /** The page's code; none for the dashboard, which is part of the console chunk. */
  load?: () => Promise<PageModule>;
  /**
   * The GETs its page sends first, sent by the entry with the page's code. A list without one
   * sends its first page (app/console/firstRequests.ts); another screen without one sends none.
   */
  firstRequests?: (opening: Opening) => FirstRequest[];
  /**
   * Its page reads its first requests afresh on every opening (nothing cached is shown), so a
   * move to it inside the console sends them at the click too, beside the page's render rather
   * than after it. A list shows its cached rows instead and leaves this off: a request it would
   * not send would be wasted.
   */
  readsOnEveryOpening?: boolean;
}

/** What a list's calls carry beyond its route: their shapes, in the folder's `schema.ts`. */
export interface ResourceShapes {
  /** The schema of one list row (rows are salvaged field by field). */
  row: z.ZodMiniObject;
  /** What the contract's OpenAPI says of the list call. */
  summary: string;
  /** Query parameters beyond page, limit, search, the fixed query and `order` (the report's filters). */
  query?: z.ZodMiniObject;
  /** GET for getOne, and the schema of its answer. */
  one?: { path: (id: string) => string; record: z.ZodMiniObject; summary: string };
  /** POST for create (to the list's endpoint unless `path` says): the body sent, the record made. */
  create?: { path?: string; body: z.ZodMiniObject; record: z.ZodMiniObject; summary: string };
}

/** Where a list answer's total is, in the body: `meta.` and a dotted path. */
export type TotalPath = `meta.${string}`;

/** A react-admin list resource: a screen plus where its rows come from. */
export interface ListDeclaration extends ScreenDeclaration {
  /** react-admin's resource name; its texts are `resources.<name>.*` in the catalogue. */
  name: string;
  /** GET for getList, relative to the API base (paginated, CONTRACT §5). */
  endpoint: string;
  /** Fixed query parameters of the list, e.g. `scope`. */
  fixedQuery?: Query;
  /** Whether the server takes `order=by_<field>_<direction>`. */
  sortable?: boolean;
  /** The record's id, when the server calls it something else. */
  idField?: string;
  /** The call takes no `search` (the list shows no search box). */
  searchable?: false;
  /**
   * Where its answer's total is, when the server does not write CONTRACT §5's
   * `meta.pagination.totalCount` (`'meta.pagination.total'` for `{ total, page, limit }`).
   * Without a total the list still reaches every page (a full page may have a next) and logs
   * the mismatch once: docs/adding-a-resource.md, "When the server's total is elsewhere".
   */
  totalAt?: TotalPath;
  /** The CSV file's name (`<exportName>.csv`). */
  exportName: string;
  /**
   * Its folder's `schema.ts` (`() => import('./schema')`), which exports the shapes of its
   * calls as `shapes`: reached lazily, so the entry that reads the route never loads zod.
   */
  schema: () => Promise<{ shapes: ResourceShapes }>;
}

/** The shapes a list declares, as the compiler knows them from its route. */
export type ShapesOf<L extends ListDeclaration> = Awaited<ReturnType<L['schema']>>['shapes'];

/** The shapes of a list's calls, read from its folder's schema.ts. */
export const shapesOf = async <L extends ListDeclaration>(list: L): Promise<ShapesOf<L>> =>
  (await list.schema()).shapes as ShapesOf<L>;

/** A list's route with its shapes read: what the contract's tools work from. */
export type ResolvedList<L extends ListDeclaration = ListDeclaration> = L & ShapesOf<L>;

export const resolveList = async <L extends ListDeclaration>(list: L): Promise<ResolvedList<L>> =>
  ({ ...list, ...(await shapesOf(list)) }) as ResolvedList<L>;

export const isListDeclaration = (screen: ScreenDeclaration): screen is ListDeclaration =>
  'endpoint' in screen;

/** What a list's `route.ts` writes: its title and its breadcrumbs follow from the rest. */
export type ListRoute = Omit<ListDeclaration, 'titleKey' | 'breadcrumbs'>;

/**
 * A list's declaration from its route: titled `resources.<name>.name` (react-admin's
 * convention, the catalogue's resource texts) and shown with breadcrumbs, as every list is.
 */
export const defineList = <const L extends ListRoute>(route: L) =>
  ({ ...route, titleKey: `resources.${route.name}.name`, breadcrumbs: true }) as L & {
    titleKey: `resources.${L['name']}.name`;
    breadcrumbs: true;
  };
