import { describe, expect, it } from 'vitest';
import { toListQuery, toOrder } from '../../../src/providers/listQuery';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';
import { resourceEndpoints } from '../../../src/providers/resources';

const RESOURCE_ENDPOINTS = resourceEndpoints(LIST_SCREENS);

describe("react-admin's list params to the server's query", () => {
  it('maps pagination to page and limit, and q to search', () => {
    expect(
      toListQuery(
        {
          pagination: { page: 3, perPage: 100 },
          sort: { field: 'id', order: 'ASC' },
          filter: { q: ' solar ' },
        },
        RESOURCE_ENDPOINTS.drafts,
      ),
    ).toEqual({ scope: 'drafts', page: 3, limit: 100, search: 'solar' });
  });

  it('adds the fixed scope of each contest list', () => {
    const params = { pagination: { page: 1, perPage: 25 } };
    expect(toListQuery(params, RESOURCE_ENDPOINTS.statistics).scope).toBe('statistics');
    expect(toListQuery(params, RESOURCE_ENDPOINTS['sales-challenges']).scope).toBe('sales');
  });

  it('sends order=by_<field>_<direction> only where the endpoint sorts', () => {
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
    };
    expect(toListQuery(params, RESOURCE_ENDPOINTS['cashout-report-users']).order).toBe(
      'by_created_at_desc',
    );
    expect(toListQuery(params, RESOURCE_ENDPOINTS.invoices).order).toBeUndefined();
  });

  it('passes other filters through and leaves empty ones out', () => {
    const query = toListQuery(
      {
        pagination: { page: 1, perPage: 25 },
        filter: { date_from: '2026-01-01', date_to: '', perseverance_filter: 'only' },
      },
      RESOURCE_ENDPOINTS['cashout-report-users'],
    );
    expect(query).toMatchObject({ date_from: '2026-01-01', perseverance_filter: 'only' });
    expect(query).not.toHaveProperty('date_to');
  });

  it('keeps a field already named by_… and lower-cases the direction', () => {
    expect(toOrder({ field: 'by_rewards_balance', order: 'ASC' })).toBe('by_rewards_balance_asc');
    expect(toOrder({ field: 'last_login', order: 'desc' })).toBe('by_last_login_desc');
  });
});
