import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ContextUser } from '../../../contract/context';
import { DECLINE_REASONS, type Cashout } from '../calls';
import { downloadText, toCsv } from '../../../ui/csv';
import {
  filterLog,
  logCsvColumns,
  logFileName,
  NO_FILTER,
  type LogEntry,
  type LogLabels,
} from './decisionLog';
import { LogFilters } from './LogFilters';
import { LogTable } from './LogTable';
import type { Desk } from '../desk/deskStore';
import { useDecisionLog } from './useDecisionLog';

const useLogLabels = (): LogLabels => {
  const translate = useTranslate();
  return useMemo(
    () => ({
      column: (column) => translate(`app.cashouts.log.columns.${column}`),
      decision: (decision) => translate(`app.cashouts.actions.${decision}`),
      reason: (reason) =>
        DECLINE_REASONS.some((known) => known === reason)
          ? translate(`app.cashouts.reason.${reason}`)
          : reason,
      result: (result) => translate(`app.cashouts.log.results.${result}`),
    }),
    [translate],
  );
};

interface DecisionLogPanelProps {
  desk: Desk;
  user: ContextUser | undefined;
  /** Stable: the cashout a settled decision was on, as the queue last showed it. */
  cashoutOf: (id: number) => Cashout | undefined;
}

/**
 * "Decided in this browser": the decisions sent from here, newest first, with their results;
 * filters and Export CSV (the report's formula-safe cells). Closed until staff open it. It reads
 * the log itself, so a decision or a re-read of the queue leaves it alone until an entry is added.
 */
export const DecisionLogPanel = memo(function DecisionLogPanel({
  desk,
  user,
  cashoutOf,
}: DecisionLogPanelProps) {
  const translate = useTranslate();
  const log = useDecisionLog(desk, user, cashoutOf);
  const headingId = useId();
  const labels = useLogLabels();
  const [filter, setFilter] = useState(NO_FILTER);
  const shownTexts = (entry: LogEntry) => [
    entry.staff,
    entry.user,
    String(entry.cashoutId),
    labels.decision(entry.decision),
    labels.reason(entry.reason),
    labels.result(entry.result),
    entry.message,
  ];
  const rows = filterLog(log.entries, filter, shownTexts);

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      data-decision-log
      spacing={1}
      sx={{ mb: 2 }}
    >
      {log.corrupted && (
        <Alert severity="warning" role="status" onClose={log.dismissCorrupted}>
          {translate('app.cashouts.log.corrupted')}
        </Alert>
      )}
      <Accordion
        variant="outlined"
        disableGutters
        // One heading, one level: the accordion's own heading element is the section's h2, and
        // the texts inside its button are plain text (MUI wraps the summary in an h3 otherwise).
        slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Stack component="span">
            <Typography id={headingId} variant="h6" component="span">
              {translate('app.cashouts.log.heading', { smart_count: log.entries.length })}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {translate('app.cashouts.log.scope')}
            </Typography>
          </Stack>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={2}
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 2 }}
            >
              <LogFilters filter={filter} onChange={setFilter} />
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={rows.length === 0}
                onClick={() =>
                  downloadText(toCsv(rows, logCsvColumns(labels)), logFileName(new Date()))
                }
              >
                {translate('app.export_csv')}
              </Button>
            </Stack>
            {rows.length === 0 ? (
              <Typography role="status">
                {translate(
                  log.entries.length === 0 ? 'app.cashouts.log.empty' : 'app.cashouts.log.no_match',
                )}
              </Typography>
            ) : (
              <LogTable
                rows={rows}
                labels={labels}
                caption={translate('app.cashouts.log.caption')}
              />
            )}
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
});
