export {
  csvColumnsOf,
  resourceTitleKey,
  withFieldLabels,
  type ColumnSpec,
  type GridColumn,
} from './columns';
export { ExportCsvButton } from './ExportCsvButton';
export { FastGrid, FIRST_CHUNK, NEXT_CHUNK } from './FastGrid';
export { fetchAllRows, EXPORT_PAGE_SIZE } from './fetchAll';
export { ListPagination } from './ListPagination';
export { ListStatus } from './ListStatus';
export { NoDataAlert, useNoDataAlert } from './NoDataAlert';
export { ResourceList } from './ResourceList';
export { isSearchVisible, SEARCH_DEBOUNCE_MS, SEARCH_THRESHOLD } from './search';
export { ListSearch } from './ListSearch';
