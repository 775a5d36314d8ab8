import { MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { REPORT_SORT_FIELDS, type ReportSortField } from '../../contract';
import { REPORT_LIST_DEFAULTS } from './filters';

/** react-admin's "no sort chosen": the provider sends no `order` for it. */
export const NO_SORT = REPORT_LIST_DEFAULTS.sort;

const isSortField = (field: string): field is ReportSortField =>
  REPORT_SORT_FIELDS.some((known) => known === field);

/** Sort field, then (once a field is chosen) direction: desc by default, or asc. */
export const SortControls = () => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const field = isSortField(sort.field) ? sort.field : '';
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        fullWidth={false}
        select
        size="small"
        label={translate('app.cashoutReport.sort.field')}
        value={field}
        sx={{ minWidth: 200 }}
        onChange={(event) =>
          setSort(event.target.value ? { field: event.target.value, order: 'DESC' } : NO_SORT)
        }
      >
        <MenuItem value="">{translate('app.cashoutReport.sort.none')}</MenuItem>
        {REPORT_SORT_FIELDS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`app.cashoutReport.sort.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {field && (
        <TextField
          fullWidth={false}
          select
          size="small"
          label={translate('app.cashoutReport.sort.direction')}
          value={sort.order === 'ASC' ? 'ASC' : 'DESC'}
          sx={{ minWidth: 160 }}
          onChange={(event) =>
            setSort({ field, order: event.target.value === 'ASC' ? 'ASC' : 'DESC' })
          }
        >
          <MenuItem value="DESC">{translate('app.cashoutReport.sort.desc')}</MenuItem>
          <MenuItem value="ASC">{translate('app.cashoutReport.sort.asc')}</MenuItem>
        </TextField>
      )}
    </Stack>
  );
};
