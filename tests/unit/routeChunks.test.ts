import { describe, expect, it } from 'vitest';
import { consoleRoutes } from '../../src/app/console/routeTable';
import { consolePathOf, ROUTE_CHUNKS, routeChunkOf } from '../../src/app/console/routeChunks';
import { skeletonTitle } from '../../src/app/console/ConsoleSkeleton';

describe('the early route table the entry uses', () => {
  it('knows every route of the console, with its title', () => {
    const known = ROUTE_CHUNKS.map((route) => [route.path, route.titleKey]);
    for (const route of consoleRoutes()) expect(known).toContainEqual([route.path, route.titleKey]);
  });

  it('fetches code for every route but the dashboard, which is in the console chunk', () => {
    expect(ROUTE_CHUNKS.filter((route) => !route.load).map((route) => route.path)).toEqual(['/']);
  });

  it('finds a page by its address, parameters included', () => {
    expect(routeChunkOf(consolePathOf('/admin/contests/drafts'))?.titleKey).toBe(
      'resources.drafts.name',
    );
    expect(routeChunkOf(consolePathOf('/admin/contests/my-slug/edit'))?.titleKey).toBe(
      'app.menu.contest_edit',
    );
    expect(routeChunkOf(consolePathOf('/admin/'))?.titleKey).toBe('app.dashboard.title');
    expect(routeChunkOf(consolePathOf('/admin'))?.titleKey).toBe('app.dashboard.title');
    expect(routeChunkOf(consolePathOf('/admin/contests/drafts/extra'))).toBeUndefined();
    expect(routeChunkOf(consolePathOf('/admin/no/such/page'))).toBeUndefined();
  });
});

describe('the shell skeleton', () => {
  it('has a heading text for every route it knows', () => {
    for (const route of ROUTE_CHUNKS)
      expect(skeletonTitle(route.titleKey), route.path).toBeTruthy();
  });
});
