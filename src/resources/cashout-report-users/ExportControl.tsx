import DownloadIcon from '@mui/icons-material/Download';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../../api';
import type { ReportUser } from './schema';
import type { AppDataProvider } from '../../providers/dataProvider';
import { downloadText } from '../../ui/csv';
import { NoDataAlert, useNoDataAlert } from '../../ui/list/NoDataAlert';
import { EXPORT_PAGE_SIZE, exportFileName, exportReportCsv, reportCsvColumns } from './exportCsv';
import { filtersKey } from './filters';
import { cashoutReportRoute } from './route';

interface Progress {
  done: number;
  total: number;
}

/** Export CSV of every user matching the applied filters and order: its state and actions. */
export const useReportExport = (columns: readonly string[]) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const noData = useNoDataAlert(filtersKey(filterValues));

  const start = async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    noData.hide();
    setProgress({ done: 0, total: 0 });
    try {
      const chunks = await exportReportCsv({
        signal: abort.signal,
        columns: reportCsvColumns(columns),
        onProgress: (done, total) => setProgress({ done, total }),
        fetchPage: async (page, signal) => {
          const result = await dp.getList<ReportUser & { id: number }>(cashoutReportRoute.name, {
            pagination: { page, perPage: EXPORT_PAGE_SIZE },
            sort,
            filter: filterValues,
            signal,
          });
          return { data: result.data, total: result.total ?? result.data.length };
        },
      });
      if (chunks === null) noData.show();
      else downloadText(chunks, exportFileName(new Date()));
    } catch (error) {
      if (abort.signal.aborted) notify('app.cashoutReport.export.cancelled', { type: 'info' });
      else
        notify('app.cashoutReport.export.failed', {
          type: 'error',
          messageArgs: {
            message: translate(isApiError(error) ? error.message : 'app.error.generic'),
          },
        });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return {
    progress,
    noDataCount: noData.count,
    start: () => void start(),
    cancel: () => controller.current?.abort(),
  };
};

export type ReportExport = ReturnType<typeof useReportExport>;

/**
 * The Export CSV button never moves nor turns into something else while exporting:
 * a double click's second click lands on the same, now disabled, button, and Cancel
 * sits on the progress row below it.
 */
export const ExportButton = ({
  exporting,
  disabled = false,
}: {
  exporting: ReportExport;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <NoDataAlert count={exporting.noDataCount} />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={disabled || Boolean(exporting.progress)}
        onClick={exporting.start}
      >
        {translate('app.export_csv')}
      </Button>
    </Stack>
  );
};

/** The running export's progress and its Cancel, on a row of its own under the toolbar. */
export const ExportProgress = ({ exporting }: { exporting: ReportExport }) => {
  const translate = useTranslate();
  const { progress } = exporting;
  if (!progress) return null;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <Stack sx={{ flex: 1, maxWidth: 360 }}>
        <LinearProgress
          variant={progress.total ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={translate('app.cashoutReport.export.progress_label')}
        />
        <Typography variant="caption" role="status">
          {translate('app.cashoutReport.export.progress', {
            done: progress.done,
            total: progress.total || '…',
          })}
        </Typography>
      </Stack>
      <Button variant="outlined" onClick={exporting.cancel}>
        {translate('app.cashoutReport.export.cancel')}
      </Button>
    </Stack>
  );
};
