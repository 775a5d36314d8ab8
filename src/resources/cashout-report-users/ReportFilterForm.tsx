import { Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { PERSEVERANCE_FILTERS, type PerseveranceFilter } from '../../contract';
import {
  EMPTY_FILTERS,
  enterAction,
  filterActions,
  filtersKey,
  normalizeFilters,
  type ReportFilterValues,
} from './filters';

/**
 * Search, date range and perseverance bonus. Nothing is sent while typing: Apply (or Enter)
 * applies, Clear clears; both return to page 1, and `onApplied` collapses the cards.
 */
export const ReportFilterForm = ({ onApplied }: { onApplied: () => void }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = normalizeFilters(filterValues);
  const [draft, setDraft] = useState<Required<ReportFilterValues>>({
    ...EMPTY_FILTERS,
    ...applied,
  });
  // The URL may change the applied filters (back, a link): the form follows.
  const appliedKey = filtersKey(applied);
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    setDraft({ ...EMPTY_FILTERS, ...applied });
  }
  const { canApply, canClear } = filterActions(draft, applied);

  const apply = (values: ReportFilterValues) => {
    setFilters(normalizeFilters(values), {});
    onApplied();
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    apply({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const action = enterAction(draft, applied);
    if (action === 'apply') apply(draft);
    else if (action === 'clear') clear();
  };
  const set = (name: keyof ReportFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={translate('app.cashoutReport.filters.label')}
      onSubmit={submit}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 2 }}>
        <TextField
          fullWidth={false}
          size="small"
          type="search"
          label={translate('app.cashoutReport.filters.search')}
          value={draft.q}
          onChange={set('q')}
          sx={{ minWidth: 260 }}
        />
        <TextField
          fullWidth={false}
          size="small"
          type="date"
          label={translate('app.cashoutReport.filters.date_from')}
          value={draft.date_from}
          onChange={set('date_from')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: draft.date_to || undefined },
          }}
        />
        <TextField
          fullWidth={false}
          size="small"
          type="date"
          label={translate('app.cashoutReport.filters.date_to')}
          value={draft.date_to}
          onChange={set('date_to')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: draft.date_from || undefined },
          }}
        />
        <TextField
          fullWidth={false}
          select
          size="small"
          label={translate('app.cashoutReport.filters.perseverance')}
          value={draft.perseverance_filter}
          onChange={(event) =>
            setDraft((current) => ({
              ...current,
              perseverance_filter: event.target.value as PerseveranceFilter,
            }))
          }
          sx={{ minWidth: 180 }}
        >
          {PERSEVERANCE_FILTERS.map((value) => (
            <MenuItem key={value || 'all'} value={value}>
              {translate(`app.cashoutReport.filters.perseverance_${value || 'all'}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!canApply}>
          {translate('app.cashoutReport.filters.apply')}
        </Button>
        <Button type="button" variant="outlined" disabled={!canClear} onClick={clear}>
          {translate('app.cashoutReport.filters.clear')}
        </Button>
      </Stack>
    </Paper>
  );
};
