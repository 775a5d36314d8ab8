import { MenuItem, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import { DECLINE_REASONS, type DeclineReason } from './calls';

/**
 * The decline-reason select of a card and of the bulk bar: None, then the seed's reasons. A
 * decline chosen without a reason marks it `missing` (the seed's "needed" text) and takes focus.
 */
export const ReasonSelect = ({
  label,
  value,
  onChange,
  missing,
  error,
  disabled,
  inputRef,
  ...rest
}: {
  label: string;
  value: DeclineReason | '';
  onChange: (reason: DeclineReason | '') => void;
  missing: boolean;
  /** The server's word on the reason, shown over the "needed" text. */
  error?: string;
  disabled?: boolean;
  inputRef: Ref<HTMLInputElement>;
  /** Data attributes that tests and keyboard handlers find the select by. */
  [data: `data-${string}`]: unknown;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      {...rest}
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: 340 }}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as DeclineReason | '')}
      disabled={disabled}
      inputRef={inputRef}
      required={missing}
      error={Boolean(error) || missing}
      helperText={error ?? (missing ? translate('app.cashouts.reason.needed') : undefined)}
    >
      <MenuItem value="">
        <em>{translate('app.none')}</em>
      </MenuItem>
      {DECLINE_REASONS.map((reason) => (
        <MenuItem key={reason} value={reason}>
          {translate(`app.cashouts.reason.${reason}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
