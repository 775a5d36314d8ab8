/**
 * A screen's icon is a name of src/screen/icons.ts, checked by tsc (`npm run typecheck` fails on
 * an unused `@ts-expect-error`): a misspelt or unknown icon fails the type check instead of
 * drawing the default chevron. The generators add a Material icon to the names and the table.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { screenIcons } from '../../../src/layout/menu/menuIcons';
import { defineList, type ScreenDeclaration } from '../../../src/screen/types';

const shapes = { row: z.object({ id: z.number() }), summary: 'Codes' };

describe('icon names', () => {
  it('refuses an unknown icon in a list route and in a page route', () => {
    const list = defineList({
      name: 'codes',
      path: '/sales/codes',
      endpoint: '/admin/codes',
      heading: 'h5',
      exportName: 'codes',
      // @ts-expect-error: no icon of that name in src/screen/icons.ts
      icon: 'Redeemm',
      schema: async () => ({ shapes }),
    });
    const page: ScreenDeclaration = {
      path: '/sales/totals',
      titleKey: 'x',
      heading: 'h5',
      breadcrumbs: true,
      // @ts-expect-error: no icon of that name in src/screen/icons.ts
      icon: 'search',
    };
    // Were one to slip through (a server's own data), the menu draws its default.
    expect(screenIcons([list, page])).toEqual({
      '/sales/codes': undefined,
      '/sales/totals': undefined,
    });
  });

  it('draws a known name', () => {
    const known: ScreenDeclaration = {
      path: '/x',
      titleKey: 'x',
      heading: 'h5',
      breadcrumbs: true,
      icon: 'Search',
    };
    expect(screenIcons([known])['/x']).toBeDefined();
  });
});
