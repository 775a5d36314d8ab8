import type { ComponentType } from 'react';
import type { ListResourceName } from '../../providers/listEndpoints';

type PageModule = { default: ComponentType };

/**
 * What the entry knows of each console route before any console code has run: the code to
 * fetch beside the console chunk, and what the shell skeleton shows (heading and its style).
 * The imports name the same modules as the routes' lazy components (src/resources, ./pages),
 * so both share one chunk; tests/unit/routeChunks.test.ts checks every route is here.
 */
export interface RouteChunk {
  /** Relative to /admin; `:name` matches one segment. */
  path: string;
  titleKey: string;
  /** The page's h1 variant (Typography). */
  heading: 'h4' | 'h5';
  /** The page shows breadcrumbs above its heading (all but the dashboard). */
  breadcrumbs: boolean;
  /** Space the page puts above its heading, in px (the Cashout Report's stack). */
  headingTop?: number;
  load?: () => Promise<PageModule>;
  /** The list the page shows: the entry sends its first request (./firstRequests). */
  resource?: ListResourceName;
}

const list = (path: string, titleKey: string, load: () => Promise<PageModule>): RouteChunk => ({
  path,
  titleKey,
  heading: 'h5',
  breadcrumbs: true,
  load,
});

/** A resource's list page: its title is the catalogue's `resources.<name>.name`. */
const resourceList = (
  path: string,
  resource: ListResourceName,
  load: () => Promise<PageModule>,
): RouteChunk => ({ ...list(path, `resources.${resource}.name`, load), resource });

const page = (path: string, titleKey: string, load: () => Promise<PageModule>): RouteChunk => ({
  path,
  titleKey,
  heading: 'h4',
  breadcrumbs: true,
  load,
});

export const ROUTE_CHUNKS: readonly RouteChunk[] = [
  // The dashboard is part of the console chunk.
  { path: '/', titleKey: 'app.dashboard.title', heading: 'h4', breadcrumbs: false },
  resourceList('/contests/drafts', 'drafts', () => import('../../resources/drafts/List')),
  resourceList(
    '/contests/statistics',
    'statistics',
    () => import('../../resources/statistics/List'),
  ),
  resourceList(
    '/sales/challenges',
    'sales-challenges',
    () => import('../../resources/sales-challenges/List'),
  ),
  resourceList('/companies/invoices', 'invoices', () => import('../../resources/invoices/List')),
  resourceList(
    '/sales/opportunities',
    'opportunities',
    () => import('../../resources/opportunities/List'),
  ),
  list(
    '/sales/opportunity/:id',
    'app.menu.opportunity',
    () => import('../../resources/opportunities/Show'),
  ),
  list(
    '/sales/opportunities/:id',
    'app.menu.opportunity',
    () => import('../../resources/opportunities/Show'),
  ),
  {
    ...page(
      '/students/cashout_report',
      'resources.cashout-report-users.name',
      () => import('../../resources/cashout-report-users/List'),
    ),
    resource: 'cashout-report-users',
    headingTop: 16,
  },
  page('/students/cashouts', 'app.menu.cashouts', () => import('../../pages/cashouts')),
  list('/students/demographics', 'app.menu.demographics', () => import('../../pages/demographics')),
  list('/companies/new', 'app.menu.company_new', () => import('../../pages/company-new')),
  list(
    '/students/support_tools',
    'app.menu.solver_support',
    () => import('../../pages/support-tools/SolverSupportPage'),
  ),
  list(
    '/companies/support_tools',
    'app.menu.challenger_support',
    () => import('../../pages/support-tools/ChallengerSupportPage'),
  ),
  page('/contests/new', 'app.menu.contest_new', () => import('../../challenge-form')),
  page('/contests/:slug/edit', 'app.menu.contest_edit', () => import('../../challenge-form')),
  page('/contests/:slug/clone', 'app.menu.contest_clone', () => import('../../challenge-form')),
];

const matches = (pattern: string, path: string) => {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((part, index) => part.startsWith(':') || part === have[index])
  );
};

/** The route of a console path relative to /admin, if the console knows it. */
export const routeChunkOf = (path: string): RouteChunk | undefined =>
  ROUTE_CHUNKS.find((route) => matches(route.path, path));

/** `/admin/contests/drafts` → `/contests/drafts` */
export const consolePathOf = (pathname: string) => pathname.replace(/^\/admin(?=\/|$)/, '') || '/';

const loaded = new Map<string, ComponentType>();
let started: Promise<void> | null = null;

/**
 * Fetches and runs, once, the code of the page at a console path (relative to /admin); once
 * done, `loadedPage` has its component. Settles either way: a failed download shows where the
 * page is rendered, as its lazy import fails the same way.
 */
export const preloadRoute = (path: string): Promise<void> => {
  if (started) return started;
  const route = routeChunkOf(path);
  started = route?.load
    ? route.load().then(
        (module) => void loaded.set(route.path, module.default),
        () => undefined,
      )
    : Promise.resolve();
  return started;
};

/**
 * The page component of a route whose code has run: rendered as is, it does not suspend as its
 * React.lazy twin does once on first render, fallback and React's 300 ms hold after it included.
 */
export const loadedPage = (path: string): ComponentType | undefined => loaded.get(path);
