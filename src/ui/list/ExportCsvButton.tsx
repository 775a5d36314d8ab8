import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
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

export interface ExportCsvButtonProps<T extends RaRecord> {
  columns: readonly GridColumn<T>[];
  /** File name before the date: `drafts` → `drafts-2026-11-21.csv`. */
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
  const { resource, filterValues, sort, total } = useListContext<T>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!total) {
      notify('app.no_data_to_export', { type: 'info' });
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
      if (rows.length === 0) notify('app.no_data_to_export', { type: 'info' });
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
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy}
    >
      {translate(busy ? 'app.contestLists.kit.exporting' : 'app.export_csv')}
    </Button>
  );
};
