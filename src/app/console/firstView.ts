import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { firstQueries as dashboardQueries } from '../../pages/dashboard';
import { createDataProvider } from '../../providers/dataProvider';
import { listPageQuery } from '../../providers/firstQueries';
import { LIST_DEFAULTS, openingListParams } from '../../providers/listQuery';
import { isListDeclaration, type FirstQuery, type Opening } from '../../screen/types';
import { readerOf } from '../../storage/browserStorage';
import { defaultViewAt, listViews } from '../../ui/views/model';
import { viewStore } from '../../ui/views/viewStore';
import { LIST_SCREENS } from '../screens/lookup';
import { consolePathOf, loadedModule, routeChunkOf } from './routeChunks';

/**
 * How long the console, once its code and context are in, waits for its first screen's answers
 * before it mounts without them. The answers usually come first (they leave with the code);
 * when they are a little late, one render with them beats two (docs/decisions.md, "The first
 * rows in the first render").
 */
export const FIRST_ANSWERS_WAIT_MS = 250;

/** The dashboard is part of the console's chunk: its first queries are known without a load. */
const CONSOLE_CHUNK_QUERIES: Record<string, (opening: Opening) => FirstQuery[]> = {
  '/': dashboardQueries,
};

/** What the screen at the address reads first: its page's `firstQueries`, else a list's page. */
const firstQueriesOf = (opening: Opening): FirstQuery[] => {
  const route = routeChunkOf(opening.path);
  if (!route) return [];
  const own = route.load
    ? loadedModule(route.load)?.firstQueries
    : CONSOLE_CHUNK_QUERIES[route.path];
  if (own) return own(opening);
  if (isListDeclaration(route))
    return [
      listPageQuery(
        route.name,
        openingListParams(route.name, opening.search, LIST_DEFAULTS, opening.storage),
      ),
    ];
  return [];
};

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Fills react-query's cache with the first screen's answers sent at entry (`sendFirstRequests`)
 * before the console mounts, so the screen draws its data in the console's first render instead
 * of in a second task (react-query hands a fetched answer over asynchronously). Each query is
 * read through a dataProvider over a `peeking` client: an answer that reads is cached and taken;
 * one that fails, or comes after `waitMs`, is left for the screen's own call, which reads it as
 * its own (its message, one request). A list also has the staff member's saved views read; when
 * they open a default view, its page is not filled (the list moves to the view at once).
 */
export const fillFirstView = async (
  queryClient: QueryClient,
  user: string | null,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
  waitMs = FIRST_ANSWERS_WAIT_MS,
): Promise<void> => {
  const opening: Opening = {
    path: consolePathOf(pathname),
    search,
    storage: readerOf('local'),
    session: readerOf('session'),
  };
  const route = routeChunkOf(opening.path);
  const list = route && isListDeclaration(route) ? route : undefined;
  // A list that opens a staff member's default view shows the view's rows, not the address's.
  const views = list ? viewStore.load(user).catch(() => null) : Promise.resolve(null);
  const opensAView = list
    ? views.then((store) => Boolean(store && defaultViewAt(search, listViews(store, list.name))))
    : Promise.resolve(false);
  let mounting = false;
  const fills = firstQueriesOf(opening).map(async (query) => {
    const { client, keep } = http.peeking();
    try {
      const data = await query.read(createDataProvider(client, LIST_SCREENS) as never);
      const aView = await opensAView;
      if (aView || mounting) return;
      queryClient.setQueryData(query.queryKey, data);
      keep();
    } catch {
      // Not sent early, failed or unreadable: the screen's own call says so in place.
    }
  });
  await Promise.race([Promise.all([...fills, views]), delay(waitMs)]);
  mounting = true;
};
