import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDateTime, formatText, formatUsd } from '../../../ui/format';
import { LOG_COLUMNS, type LogEntry, type LogLabels } from './decisionLog';

const cells = (entry: LogEntry, labels: LogLabels) =>
  ({
    at: formatDateTime(entry.at),
    staff: formatText(entry.staff),
    user: formatText(entry.user),
    cashout: String(entry.cashoutId),
    amount: formatUsd(entry.amount),
    decision: labels.decision(entry.decision),
    reason: labels.reason(entry.reason),
    result: labels.result(entry.result),
    message: formatText(entry.message),
  }) satisfies Record<(typeof LOG_COLUMNS)[number], string>;

/** The log's rows as the panel shows them, newest first. */
export const LogTable = ({
  rows,
  labels,
  caption,
}: {
  rows: readonly LogEntry[];
  labels: LogLabels;
  caption: string;
}) => (
  // Wide: scrolls on its own on a narrow window rather than widening the page.
  <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          {LOG_COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
              {labels.column(column)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((entry) => {
          const shown = cells(entry, labels);
          return (
            <TableRow key={entry.id} data-log-entry={entry.cashoutId}>
              {LOG_COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                  {shown[column]}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  </Box>
);
