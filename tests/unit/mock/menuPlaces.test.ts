import { describe, expect, it } from 'vitest';
import { withListMenus } from '../../../mocks/handlers/resources';

const SALES = [
  {
    label: 'Sales',
    path: '/sales',
    children: [
      { label: 'Challenge Search', path: '/challenges' },
      { label: 'Help Center', path: 'https://help.example.com/', externalPath: true },
    ],
  },
];
const child = (path: string, menu: { label: string; at?: number; after?: string }) => ({
  route: { path },
  menu,
});
const labels = (children: Parameters<typeof withListMenus>[1]) =>
  withListMenus(SALES, children)[0].children?.map((each) => each.label);

describe("a folder's link in the mock's default menu", () => {
  it("goes before the section's links out of the console when it names no place", () => {
    expect(labels([child('/sales/codes', { label: 'Codes' })])).toEqual([
      'Challenge Search',
      'Codes',
      'Help Center',
    ]);
  });

  it('goes right after the label `after` names, and at `at` when given', () => {
    expect(
      labels([
        child('/sales/totals', { label: 'Totals', after: 'Challenge Search' }),
        child('/sales/first', { label: 'First', at: 0 }),
      ]),
    ).toEqual(['First', 'Challenge Search', 'Totals', 'Help Center']);
  });

  it('goes before the links out when `after` names no child', () => {
    expect(labels([child('/sales/codes', { label: 'Codes', after: 'Nothing' })])).toEqual([
      'Challenge Search',
      'Codes',
      'Help Center',
    ]);
  });
});
