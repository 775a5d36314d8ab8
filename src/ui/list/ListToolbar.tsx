import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import type { GridColumn } from './columns';
import { ExportCsvButton } from './ExportCsvButton';
import { isSearchVisible } from './search';
import { ListSearch } from './ListSearch';

export interface ListToolbarProps<T extends RaRecord> {
  columns: readonly GridColumn<T>[];
  searchable: boolean;
  exportName?: string;
  children?: ReactNode;
}

export const ListToolbar = <T extends RaRecord>({
  columns,
  searchable,
  exportName,
  children,
}: ListToolbarProps<T>) => {
  const { total, filterValues } = useListContext<T>();
  return (
    // Tall enough for the search box, which appears once the total is known: the rows' arrival
    // moves nothing above them. A gap, not margins, so the buttons' `ml: auto` holds.
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', minHeight: 64, py: 1 }}
    >
      {searchable && isSearchVisible(total, filterValues.q) && <ListSearch />}
      {children}
      <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
        {exportName && <ExportCsvButton columns={columns} fileName={exportName} />}
      </Stack>
    </Stack>
  );
};
