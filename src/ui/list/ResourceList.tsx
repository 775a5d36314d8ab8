import { Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import {
  ListBase,
  Title,
  useListContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { LIST_DEFAULTS } from '../../providers/listQuery';
import { logLoadError } from '../logLoadError';
import { resourceTitleKey, withFieldLabels, type ColumnSpec, type GridColumn } from './columns';
import { FastGrid } from './FastGrid';
import { ListPagination } from './ListPagination';
import { ListStatus } from './ListStatus';
import { ListToolbar } from './ListToolbar';
import { SectionBoundary } from '../boundary/SectionBoundary';
import { SEARCH_DEBOUNCE_MS } from './search';
import type { ListShape } from '../views/model';
import { useListViews, type ListViewsConfig } from '../views/useListViews';
import { ViewControls } from '../views/ViewControls';

export interface ResourceListProps<T extends RaRecord> {
  /** Its route's `name`; also names the heading (an h1) and the page title: `resources.<name>.name`. */
  resource: string;
  /** Headers from `resources.<name>.fields.<column id>` unless a column gives its own. */
  columns: readonly ColumnSpec<T>[];
  /** Offer the search box (shown from the threshold on, see ./search). */
  searchable?: boolean;
  /** File name of the CSV export; no export when left out. */
  exportName?: string;
  /** Shown between the heading and the list (e.g. a form). */
  aside?: ReactNode;
}

/**
 * Seed 000 §8: list load errors are logged, not toasted; the list itself shows the error with
 * Retry (ListStatus). Replacing onError turns off react-admin's toast.
 */
const listQueryOptions = (endpoint: string) => ({
  onError: (error: unknown) => logLoadError(`GET ${endpoint}`, error),
});

const Rows = <T extends RaRecord>({
  columns,
  label,
}: {
  columns: readonly GridColumn<T>[];
  label: string;
}) => {
  const { data } = useListContext<T>();
  return <FastGrid rows={data ?? []} columns={columns} rowKey={(row) => row.id} label={label} />;
};

const SEARCH_FILTER: ListShape['filters'] = { q: (value) => value.trim() !== '' };

/** What a list's saved views may name: its columns, its search, its one sort. */
const useViewsConfig = <T,>(
  resource: string,
  columns: readonly GridColumn<T>[],
  searchable: boolean,
): ListViewsConfig =>
  useMemo(
    () => ({
      list: resource,
      shape: {
        columns: columns.map((column) => column.id),
        filters: searchable ? SEARCH_FILTER : {},
        sortFields: [LIST_DEFAULTS.sort.field],
      },
      defaults: LIST_DEFAULTS,
    }),
    [resource, columns, searchable],
  );

/**
 * A react-admin list page: heading, search, export, a fast grid, page size and pagination.
 * Page, size and search live in the URL (react-admin's list params), so a reload keeps them.
 */
export const ResourceList = <T extends RaRecord>({
  resource,
  columns: specs,
  searchable = true,
  exportName,
  aside,
}: ResourceListProps<T>) => {
  const translate = useTranslate();
  // The app mounts each list as a <Resource> with its endpoint (react-admin's own registry).
  const endpoint = String(useResourceDefinition({ resource }).options?.endpoint);
  const title = translate(resourceTitleKey(resource));
  const allColumns = useMemo(() => withFieldLabels(resource, specs), [resource, specs]);
  const views = useListViews(useViewsConfig(resource, allColumns, searchable));
  // Null while the staff member's stored columns are being read: the rows wait for them.
  const columns = useMemo(() => {
    const byId = new Map(allColumns.map((column) => [column.id, column]));
    return views.shown?.flatMap((id) => byId.get(id) ?? []) ?? null;
  }, [allColumns, views.shown]);
  const columnLabels = useMemo(
    () => Object.fromEntries(allColumns.map((column) => [column.id, column.label])),
    [allColumns],
  );
  return (
    <ListBase<T>
      resource={resource}
      perPage={LIST_DEFAULTS.perPage}
      sort={LIST_DEFAULTS.sort}
      queryOptions={listQueryOptions(endpoint)}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      <Title title={title} />
      <ViewControls
        views={views}
        columnLabels={columnLabels}
        sx={{ mb: 2 }}
        heading={
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        }
      />
      {aside}
      <ListToolbar
        columns={columns ?? []}
        searchable={searchable}
        exportName={columns ? exportName : undefined}
      />
      <SectionBoundary>
        <ListStatus pending={!columns}>
          {columns && <Rows columns={columns} label={title} />}
        </ListStatus>
      </SectionBoundary>
      <ListPagination />
    </ListBase>
  );
};
