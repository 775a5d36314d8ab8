import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { toApiDate } from '../format';
import { downloadText, toCsv } from '../csv';
import { csvColumnsOf, type GridColumn } from './columns';
import { fetchAllRows } from './fetchAll';
import { NoDataAlert, useNoDataAlert } from './NoDataAlert';

export interface ExportCsvButtonProps<T extends RaRecord> {
  columns: readonly GridColumn<T>[];
  /** File name before the date: `challenge-drafts` → `challenge-drafts-2026-11-21.csv`. */
  fileName: string;
}

/** Export as CSV every row matching the list's filter (not the page on screen). */
export const ExportCsvButton = <T extends RaRecord>({
  columns,
  fileName,
}: ExportCsvButtonProps<T>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource, filterValues, sort, total, isFetching } = useListContext<T>();
  const [busy, setBusy] = useState(false);
  const noData = useNoDataAlert(JSON.stringify(filterValues));
  const run = async () => {
    noData.hide();
    // Only a count that has arrived for this filter says there is nothing; before the first page
    // (or while a new filter loads) the export asks the server itself.
    if (total === 0 && !isFetching) {
      noData.show();
      return;
    }
    setBusy(true);
    try {
      const rows = await fetchAllRows((page, perPage) =>
        dataProvider.getList<T>(resource, {
          filter: filterValues,
          sort,
          pagination: { page, perPage },
        }),
      );
      if (rows.length === 0) noData.show();
      else
        downloadText(
          toCsv(rows, csvColumnsOf(columns, translate)),
          `${fileName}-${toApiDate(new Date())}.csv`,
        );
    } catch {
      notify('app.error.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <NoDataAlert count={noData.count} />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy}
      >
        {translate(busy ? 'app.contestLists.kit.exporting' : 'app.export_csv')}
      </Button>
    </Stack>
  );
};
