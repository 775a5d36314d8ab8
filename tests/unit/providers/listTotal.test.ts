import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCount, totalIn } from '../../../src/providers/listTotal';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

const list = (name: string, totalAt?: `meta.${string}`) => ({
  name,
  endpoint: `/admin/${name}`,
  totalAt,
});
const PAGE_1 = { page: 1, perPage: 25 };

describe("a list answer's total", () => {
  it("is CONTRACT §5's meta.pagination.totalCount when the route names no other", () => {
    const body = { meta: { pagination: { currentCount: 25, totalCount: 40 } } };
    expect(pageCount(list('contract'), body, PAGE_1, 25)).toEqual({ total: 40 });
    expect(warn).not.toHaveBeenCalled();
  });

  it("is read where the route's totalAt says: { total, page, limit }", () => {
    const body = { meta: { pagination: { total: 40, page: 1, limit: 25 } } };
    expect(pageCount(list('other-shape', 'meta.pagination.total'), body, PAGE_1, 25)).toEqual({
      total: 40,
    });
    expect(totalIn({ meta: { total: '40' } }, 'meta.total')).toBe(40);
    expect(totalIn({ meta: { total: -1 } }, 'meta.total')).toBeUndefined();
    expect(totalIn({ meta: {} }, 'meta.constructor')).toBeUndefined();
  });

  it('missing, pages on by "a full page may have a next", and logs it once per list', () => {
    const body = { meta: { pagination: { total: 40, page: 1, limit: 25 } } };
    const unknown = list('no-total');
    expect(pageCount(unknown, body, PAGE_1, 25)).toEqual({
      pageInfo: { hasPreviousPage: false, hasNextPage: true },
    });
    expect(pageCount(unknown, body, { page: 2, perPage: 25 }, 15)).toEqual({
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(
      'GET /admin/no-total: no total at meta.pagination.totalCount (meta received: {"pagination":{"total":40,"page":1,"limit":25}})',
    );
    pageCount(list('another'), {}, PAGE_1, 0);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toContain('(meta received: nothing)');
  });

  it('reaches every row of any table, page after page, with no total', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.integer({ min: 1, max: 60 }), (count, perPage) => {
        const named = list('property');
        let reached = 0;
        for (let page = 1; ; page += 1) {
          const rows = Math.max(0, Math.min(perPage, count - (page - 1) * perPage));
          reached += rows;
          const paged = pageCount(named, { meta: {} }, { page, perPage }, rows);
          if (!paged.pageInfo?.hasNextPage) break;
        }
        expect(reached).toBe(count);
      }),
    );
  });
});
