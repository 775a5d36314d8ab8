import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../src/providers/resources';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';
import { shapesOf, type ListDeclaration } from '../../../src/screen/types';

const RESOURCE_ENDPOINTS = resourceEndpoints<ListDeclaration>(LIST_SCREENS);

describe('the resource → endpoint table', () => {
  it('maps every documented list to its endpoint', async () => {
    expect(RESOURCE_ENDPOINTS.drafts).toMatchObject({
      list: '/admin/contests',
      fixedQuery: { scope: 'drafts' },
    });
    expect(RESOURCE_ENDPOINTS.statistics).toMatchObject({
      list: '/admin/contests',
      fixedQuery: { scope: 'statistics' },
    });
    expect(RESOURCE_ENDPOINTS['sales-challenges']).toMatchObject({
      list: '/admin/contests',
      fixedQuery: { scope: 'sales' },
    });
    expect(RESOURCE_ENDPOINTS.invoices.list).toBe('/admin/companies/invoices');
    expect(RESOURCE_ENDPOINTS.opportunities.list).toBe('/admin/sales/opportunities');
    expect((await shapesOf(RESOURCE_ENDPOINTS.opportunities)).one?.path('7')).toBe(
      '/admin/sales/opportunity/7',
    );
    expect(RESOURCE_ENDPOINTS['cashout-report-users']).toMatchObject({
      list: '/admin/solvers/cashout_reports/users',
      sortable: true,
      idField: 'userId',
    });
  });

  // The seeds' lists at their routes; a list added by docs/adding-a-resource.md is one more
  // entry of SCREENS, which this test neither needs nor refuses.
  it('mounts every seed list at its seed route', () => {
    const mounted = Object.fromEntries(LIST_SCREENS.map((list) => [list.name, list.path]));
    expect(mounted).toMatchObject({
      drafts: '/contests/drafts',
      statistics: '/contests/statistics',
      'sales-challenges': '/sales/challenges',
      invoices: '/companies/invoices',
      opportunities: '/sales/opportunities',
      'cashout-report-users': '/students/cashout_report',
    });
  });
});
