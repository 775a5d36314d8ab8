import {
  Alert,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { safeRedirectPath } from '../../api';
import type { ReportTransactionMode } from '../../contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatDateTime, formatUsd } from '../../ui/format';
import { filtersKey, toReportFilters } from './filters';
import { REPORT_QUERY_KEY } from './SummaryCards';

const EMPTY_TEXT: Record<ReportTransactionMode, string> = {
  rewards: 'app.cashoutReport.details.no_rewards',
  cashouts: 'app.cashoutReport.details.no_cashouts',
};

/** One list of an expanded user, loaded once per user and filter set (kept while the page lives). */
const TransactionList = ({ userId, mode }: { userId: number; mode: ReportTransactionMode }) => {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const query = useQuery({
    queryKey: [REPORT_QUERY_KEY, 'transactions', userId, mode, filtersKey(filterValues)],
    queryFn: ({ signal }) =>
      dp.getReportTransactions(
        { user_id: userId, mode, order: 'by_created_at_desc', ...toReportFilters(filterValues) },
        signal,
      ),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  return (
    <Stack sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`app.cashoutReport.details.${mode}`)}
      </Typography>
      {query.isPending && <CircularProgress size={20} aria-label={translate('app.loading')} />}
      {query.isError && (
        <Alert severity="error">{translate('app.cashoutReport.details.failed')}</Alert>
      )}
      {query.data?.length === 0 && (
        <Typography color="text.secondary">{translate(EMPTY_TEXT[mode])}</Typography>
      )}
      {query.data && query.data.length > 0 && (
        <List dense disablePadding>
          {query.data.map((row, index) => {
            const href = safeRedirectPath(row.path);
            return (
              <ListItem
                key={`${row.date}-${index}`}
                disableGutters
                secondaryAction={formatUsd(row.amount)}
              >
                <ListItemText
                  primary={href ? <Link href={href}>{row.description}</Link> : row.description}
                  secondary={formatDateTime(row.date)}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
};

export const UserDetails = ({ userId, id }: { userId: number; id: string }) => (
  <Stack id={id} direction="row" spacing={4} sx={{ pt: 1 }}>
    <TransactionList userId={userId} mode="rewards" />
    <TransactionList userId={userId} mode="cashouts" />
  </Stack>
);
