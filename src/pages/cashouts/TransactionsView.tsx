import {
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { safeRedirectPath } from '../../api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatDateTime, formatText, formatUsd, toNumber } from '../../ui/format';
import { queryKeys } from '../../providers/queryKeys';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../providers/listQuery';
import { RetryAlert } from '../../ui/RetryAlert';
import { callName } from '../../contract/call';
import {
  cashoutTransactionsCall,
  getCashoutTransactions,
  type Cashout,
  type TransactionMode,
} from './calls';

/** The seed's list constants (000 §9): 25 rows, 25 to 500; a card's table grows with its rows. */
const ROWS_PER_PAGE_OPTIONS = [...PAGE_SIZES];

/**
 * The transactions behind a cashout: current, all, or declined (only when it has declined ones).
 * A decision changes its card, not the table under it: the table (its pager's select the
 * costliest part of a card) is drawn again only for another cashout, so a keyboard queue's
 * keypress draws the card's controls alone.
 */
export const TransactionsView = memo(function TransactionsView({ cashout }: { cashout: Cashout }) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [mode, setMode] = useState<TransactionMode>('current');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const modes: TransactionMode[] = cashout.declined
    ? ['current', 'all', 'declined']
    : ['current', 'all'];
  const query = useQuery({
    queryKey: queryKeys.cashouts.transactions(cashout.id, mode, page, limit),
    queryFn: ({ signal }) =>
      dp.send(getCashoutTransactions({ id: cashout.id, mode, page: page + 1, limit }, signal)),
    placeholderData: keepPreviousData,
  });
  // A page still on its way: the pager waits for it, so a second click cannot skip a page.
  const loading = query.isPending || query.isPlaceholderData;
  const caption = translate('app.cashouts.transactions.caption', { user: cashout.user_name });

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        data-transactions
        aria-label={translate('app.cashouts.transactions.view')}
        onChange={(_, value: TransactionMode | null) => {
          if (!value) return;
          setMode(value);
          setPage(0);
        }}
      >
        {modes.map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(`app.cashouts.transactions.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {query.error ? (
        <RetryAlert
          onRetry={() => query.refetch()}
          failure={{
            call: `${callName(cashoutTransactionsCall)}?id=${cashout.id}&mode=${mode}`,
            error: query.error,
          }}
        >
          {translate('app.cashouts.transactions.load_failed')}
        </RetryAlert>
      ) : (
        <Table size="small" aria-label={caption} aria-busy={query.isFetching}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.cashouts.transactions.date')}</TableCell>
              <TableCell>{translate('app.cashouts.transactions.description')}</TableCell>
              <TableCell align="right">{translate('app.cashouts.transactions.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.isPending && (
              <TableRow>
                <TableCell colSpan={3}>{translate('app.loading')}</TableCell>
              </TableRow>
            )}
            {query.data?.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{translate('app.cashouts.transactions.empty')}</TableCell>
              </TableRow>
            )}
            {query.data?.data.map((row, index) => {
              const href = safeRedirectPath(row.path);
              return (
                <TableRow key={`${row.date}-${index}`}>
                  <TableCell>{formatDateTime(row.date)}</TableCell>
                  <TableCell>
                    {href ? (
                      <Link href={href}>{formatText(row.description)}</Link>
                    ) : (
                      formatText(row.description)
                    )}
                  </TableCell>
                  <TableCell align="right">{formatUsd(row.amount)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <TablePagination
        component="div"
        count={toNumber(query.data?.total) ?? 0}
        page={page}
        rowsPerPage={limit}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        // Until the rows come there is nothing to count or page through ("0–0 of 0" misleads).
        disabled={loading}
        labelDisplayedRows={query.isPending ? () => '' : undefined}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setLimit(Number(event.target.value));
          setPage(0);
        }}
      />
    </Stack>
  );
});
