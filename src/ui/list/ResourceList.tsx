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
import type { ResourceName } from '../../providers/resources';
import { logLoadError } from '../logLoadError';
import { resourceTitleKey, withFieldLabels, type ColumnSpec, type GridColumn } from './columns';
import { FastGrid } from './FastGrid';
import { ListPagination } from './ListPagination';
import { ListStatus } from './ListStatus';
import { ListToolbar } from './ListToolbar';
import { SectionBoundary } from '../boundary/SectionBoundary';
import { SEARCH_DEBOUNCE_MS } from './search';

export interface ResourceListProps<T extends RaRecord> {
  /** Also names the heading (an h1) and the page title: `resources.<name>.name`. */
  resource: ResourceName;
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
  const columns = useMemo(() => withFieldLabels(resource, specs), [resource, specs]);
  return (
    <ListBase<T>
      resource={resource}
      perPage={LIST_DEFAULTS.perPage}
      sort={LIST_DEFAULTS.sort}
      queryOptions={listQueryOptions(endpoint)}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {aside}
      <ListToolbar columns={columns} searchable={searchable} exportName={exportName} />
      <SectionBoundary>
        <ListStatus>
          <Rows columns={columns} label={title} />
        </ListStatus>
      </SectionBoundary>
      <ListPagination />
    </ListBase>
  );
};
