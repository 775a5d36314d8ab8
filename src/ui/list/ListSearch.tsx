import { FilterLiveSearch } from 'react-admin';

/**
 * react-admin's own search (`filter.q`, sent as `search`): its form applies the term 500 ms
 * after the last keystroke (FilterLiveForm's default, the seed's debounce) and goes back to
 * page 1. `type="search"` makes it a searchbox, which the `/` shortcut looks for.
 */
export const ListSearch = () => (
  <FilterLiveSearch source="q" type="search" fullWidth={false} sx={{ minWidth: 280, my: 0 }} />
);
