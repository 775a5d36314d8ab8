import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import { mountedRoutes } from '../../src/layout/menu/menuPaths';
import { dataProvider } from '../../src/app/console/dataProvider';
import { consoleRoutes } from '../../src/app/console/routeTable';
import { claimOpportunity } from '../../src/resources/opportunities/calls';

const LIST_PARAMS = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: { q: ' a ' },
};

describe('resource → endpoint, through the dataProvider against the mock backend', () => {
  it.each([
    ['drafts', '/admin/contests', { scope: 'drafts' }],
    ['statistics', '/admin/contests', { scope: 'statistics' }],
    ['sales-challenges', '/admin/contests', { scope: 'sales' }],
    ['opportunities', '/admin/sales/opportunities', {}],
  ])(
    '%s lists from %s with its scope, page, limit and the trimmed search',
    async (resource, path, fixed) => {
      const result = await dataProvider.getList(resource, LIST_PARAMS);
      const [entry] = mockControl.journal.find('GET', path);
      expect(entry.query).toEqual({ ...fixed, page: '2', limit: '10', search: 'a' });
      expect(result.data.length).toBeLessThanOrEqual(10);
      expect(result.total).toBeGreaterThan(10);
    },
  );

  it('invoices list with pagination only, and a created invoice joins the list', async () => {
    const before = await dataProvider.getList('invoices', { ...LIST_PARAMS, filter: {} });
    expect(mockControl.journal.find('GET', '/admin/companies/invoices')[0].query).toEqual({
      page: '2',
      limit: '10',
    });
    await dataProvider.create('invoices', {
      data: { email: 'ap@northwind.example', amount: 40, campaign_type: 'prepayment' },
    });
    const after = await dataProvider.getList('invoices', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(after.total).toBe((before.total ?? Number.NaN) + 1);
    expect(after.data[0]).toMatchObject({ email: 'ap@northwind.example', amount: 40, paid: false });
  });

  it('refuses an invoice under 1 USD with a field error (422)', async () => {
    await expect(
      dataProvider.create('invoices', {
        data: { email: 'ap@northwind.example', amount: 0.5, campaign_type: 'prepayment' },
      }),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { amount: 'must be greater than or equal to 1' },
    });
  });

  it('reads one opportunity and claims it for the signed-in staff member', async () => {
    const { data } = await dataProvider.getOne('opportunities', { id: '4' });
    expect(mockControl.journal.find('GET', '/admin/sales/opportunity/4')).toHaveLength(1);
    expect(data).toMatchObject({
      id: 4,
      challenger: expect.any(Object),
      payload: expect.any(Object),
    });
    expect(await dataProvider.send(claimOpportunity('4'))).toEqual({
      supervisor: { fullName: 'Morgan Admin' },
    });
    expect((await dataProvider.getOne('opportunities', { id: '4' })).data.supervisor).toEqual({
      fullName: 'Morgan Admin',
    });
  });

  it('mounts the opportunity detail at both spellings whatever the menu says', () => {
    const routes = consoleRoutes().filter((route) => route.path.startsWith('/sales/opportunit'));
    expect(routes.map((route) => [route.path, route.alwaysMounted])).toEqual([
      ['/sales/opportunities', false],
      ['/sales/opportunity/:id', true],
      ['/sales/opportunities/:id', true],
    ]);
    expect(mountedRoutes(routes, [])).toHaveLength(2);
    expect(mountedRoutes([{ path: '/sales/opportunities' }], DEFAULT_CONTEXT.menu)).toHaveLength(1);
  });
});
