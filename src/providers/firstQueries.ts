import type { GetListResult, SortPayload } from 'react-admin';
import type { FirstQuery } from '../screen/types';
import type { AppDataProvider } from './dataProvider';
import type { ListParams } from './listQuery';

/** A first query read through the app's dataProvider (screen/types leaves its type open). */
export const firstQuery = (
  queryKey: readonly unknown[],
  read: (dataProvider: AppDataProvider) => Promise<unknown>,
): FirstQuery => ({ queryKey, read });

/**
 * A list's page as react-admin's list reads it: the key and the result of its `useGetList`
 * (ra-core, dataProvider/useGetList), so a page filled before the console mounts is the one the
 * list's first render finds. `params` as the list opens (`openingListParams`).
 */
export const listPageQuery = (resource: string, params: ListParams): FirstQuery => {
  const pagination = params.pagination ?? { page: 1, perPage: 25 };
  const sort = params.sort ?? { field: 'id', order: 'DESC' };
  const filter = params.filter ?? {};
  return firstQuery(
    [resource, 'getList', { pagination, sort, filter, meta: undefined }],
    async (dataProvider) => {
      // The order as the address gave it: react-admin's list passes it on unchecked too.
      const { data, total, pageInfo, meta }: GetListResult = await dataProvider.getList(resource, {
        pagination,
        sort: sort as SortPayload,
        filter,
      });
      return { data, total, pageInfo, meta };
    },
  );
};
