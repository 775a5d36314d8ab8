import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { consoleRoutes } from '../../src/app/console/routeTable';
import {
  consolePathOf,
  loadedPage,
  loadPage,
  ROUTE_CHUNKS,
  routeChunkOf,
} from '../../src/app/console/routeChunks';
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

describe("a page's code", () => {
  const Page: ComponentType = () => null;

  it('is fetched once, however many moves ask for it, and its page is then at hand', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    expect(loadedPage(load)).toBeUndefined();
    const [first, second] = await Promise.all([loadPage(load), loadPage(load)]);
    expect([first, second]).toEqual([Page, Page]);
    expect(await loadPage(load)).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedPage(load)).toBe(Page);
  });

  it('that did not arrive is asked for again on the next move', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Page });
    await expect(loadPage(load)).rejects.toThrow('Failed to fetch');
    expect(loadedPage(load)).toBeUndefined();
    expect(await loadPage(load)).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
