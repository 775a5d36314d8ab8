import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CASHOUT_DECISIONS, type CashoutDecision } from '../calls';
import { LOG_RESULTS, type LogFilter, type LogResult } from './decisionLog';

/** The log's filters: by result, by decision, by any text a row shows. */
export const LogFilters = ({
  filter,
  onChange,
}: {
  filter: LogFilter;
  onChange: (next: LogFilter) => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={2}
      role="group"
      aria-label={translate('app.cashouts.log.filters')}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 180 }}
        label={translate('app.cashouts.log.columns.result')}
        value={filter.result}
        onChange={(event) => onChange({ ...filter, result: event.target.value as LogResult | '' })}
      >
        <MenuItem value="">{translate('app.cashouts.log.any_result')}</MenuItem>
        {LOG_RESULTS.map((result) => (
          <MenuItem key={result} value={result}>
            {translate(`app.cashouts.log.results.${result}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 240 }}
        label={translate('app.cashouts.log.columns.decision')}
        value={filter.decision}
        onChange={(event) =>
          onChange({ ...filter, decision: event.target.value as CashoutDecision | '' })
        }
      >
        <MenuItem value="">{translate('app.cashouts.log.any_decision')}</MenuItem>
        {CASHOUT_DECISIONS.map((decision) => (
          <MenuItem key={decision} value={decision}>
            {translate(`app.cashouts.actions.${decision}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        fullWidth={false}
        label={translate('app.cashouts.log.search')}
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
    </Stack>
  );
};
