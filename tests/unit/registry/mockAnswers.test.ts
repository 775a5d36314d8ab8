import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/app/console/dataProvider';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';

/** A list of the registry without its handler in mocks/handlers fails here (recipe step 5). */
describe('the mock backend', () => {
  it.each(LIST_SCREENS.map((list) => [list.name, list.endpoint] as const))(
    'answers the list %s (GET %s) with rows',
    async (name) => {
      const { data, total } = await dataProvider.getList(name, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(data.length).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(data.length);
    },
  );
});
