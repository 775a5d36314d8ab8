import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { safeRedirectPath } from '../../api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatDateTime, formatText, formatUsd } from '../../ui/format';
import { RetryAlert } from '../../ui/RetryAlert';
import { filtersKey, toDetailFilters } from './filters';
import { createLimiter } from './limiter';
import { queryKeys } from '../../providers/queryKeys';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { callName } from '../../contract/call';
import {
  getReportTransactions,
  reportTransactionsCall,
  type ReportTransaction,
  type ReportTransactionMode,
  type ReportTransactionsQuery,
} from './calls';

const EMPTY_TEXT: Record<ReportTransactionMode, string> = {
  rewards: 'app.cashoutReport.details.no_rewards',
  cashouts: 'app.cashoutReport.details.no_cashouts',
};

const detailRequests = createLimiter(6);

interface DisplayRow {
  key: string;
  href: string | null;
  description: string;
  date: string;
  amount: string;
}

/** Formatted once per answer, so collapsing and expanding again (or Expand All) only renders. */
const displayed = new WeakMap<ReportTransaction[], DisplayRow[]>();
const toDisplayRows = (rows: ReportTransaction[]): DisplayRow[] => {
  let result = displayed.get(rows);
  if (!result) {
    result = rows.map((row, index) => ({
      key: `${row.date}-${index}`,
      href: safeRedirectPath(row.path),
      description: formatText(row.description),
      date: formatDateTime(row.date),
      amount: formatUsd(row.amount),
    }));
    displayed.set(rows, result);
  }
  return result;
};

interface TransactionListProps {
  userId: number;
  mode: ReportTransactionMode;
  filters: Omit<ReportTransactionsQuery, 'user_id' | 'mode' | 'order'>;
  filterSetKey: string;
}

/**
 * One list of an expanded user, loaded once per user and filter set (kept while the page lives).
 * Plain elements styled by the cards' container: Expand All may show thousands of rows at once.
 */
const TransactionList = ({ userId, mode, filters, filterSetKey }: TransactionListProps) => {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: queryKeys.cashoutReport.transactions(userId, mode, filterSetKey),
    queryFn: ({ signal }) =>
      detailRequests(
        () =>
          dp.send(
            getReportTransactions(
              { user_id: userId, mode, order: 'by_created_at_desc', ...filters },
              signal,
            ),
          ),
        signal,
      ),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  return (
    <section className="transactions">
      <h3>{translate(`app.cashoutReport.details.${mode}`)}</h3>
      {query.isPending && (
        <p className="note" aria-busy="true">
          {translate('app.loading')}
        </p>
      )}
      {query.error && (
        <RetryAlert
          onRetry={() => query.refetch()}
          failure={{
            call: `${callName(reportTransactionsCall)}?user_id=${userId}&mode=${mode}`,
            error: query.error,
          }}
        >
          {translate('app.cashoutReport.details.failed')}
        </RetryAlert>
      )}
      {query.data?.length === 0 && <p className="note">{translate(EMPTY_TEXT[mode])}</p>}
      {query.data && query.data.length > 0 && (
        <ul>
          {toDisplayRows(query.data).map((row) => (
            <li key={row.key}>
              <span>
                {row.href ? <a href={row.href}>{row.description}</a> : row.description}
                <small>{row.date}</small>
              </span>
              <span>{row.amount}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export const UserDetails = ({ userId, id }: { userId: number; id: string }) => {
  const { filterValues } = useListContext();
  const filters = toDetailFilters(filterValues);
  const filterSetKey = filtersKey(filterValues);
  return (
    <div id={id} className="details">
      <SectionBoundary>
        <TransactionList
          userId={userId}
          mode="rewards"
          filters={filters}
          filterSetKey={filterSetKey}
        />
      </SectionBoundary>
      <SectionBoundary>
        <TransactionList
          userId={userId}
          mode="cashouts"
          filters={filters}
          filterSetKey={filterSetKey}
        />
      </SectionBoundary>
    </div>
  );
};
