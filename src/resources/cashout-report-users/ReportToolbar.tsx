import RefreshIcon from '@mui/icons-material/Refresh';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Button, Stack } from '@mui/material';
import { useListContext, useRefresh, useTranslate } from 'react-admin';
import type { ReportUser } from './schema';
import { ExportButton, ExportProgress, useReportExport } from './ExportControl';
import { SortControls } from './SortControls';

interface ReportToolbarProps {
  onExpandAll: (userIds: number[]) => void;
  onCollapseAll: () => void;
  /** The user list's chosen columns: the CSV follows them (none yet while they are read). */
  columns: readonly string[] | null;
}

/** Sorting, Expand All / Collapse All, Refresh and Export CSV; an export's progress below. */
export const ReportToolbar = ({ onExpandAll, onCollapseAll, columns }: ReportToolbarProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data } = useListContext<ReportUser & { id: number }>();
  const hasUsers = Boolean(data?.length);
  const exporting = useReportExport(columns ?? []);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <SortControls />
        <Stack
          direction="row"
          spacing={1}
          sx={{ flex: 1, justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Button
            startIcon={<UnfoldMoreIcon />}
            disabled={!hasUsers}
            onClick={() => onExpandAll((data ?? []).map((user) => user.userId))}
          >
            {translate('app.cashoutReport.toolbar.expand_all')}
          </Button>
          <Button startIcon={<UnfoldLessIcon />} disabled={!hasUsers} onClick={onCollapseAll}>
            {translate('app.cashoutReport.toolbar.collapse_all')}
          </Button>
          <Button startIcon={<RefreshIcon />} onClick={refresh}>
            {translate('app.cashoutReport.toolbar.refresh')}
          </Button>
          <ExportButton exporting={exporting} disabled={!columns} />
        </Stack>
      </Stack>
      <ExportProgress exporting={exporting} />
    </Stack>
  );
};
