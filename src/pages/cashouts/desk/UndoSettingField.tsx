import { MenuItem, TextField } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { UNDO_SECONDS, type UndoSeconds } from './undoSetting';

/** The page's setting: how long a decision waits for Undo before it is sent. */
export const UndoSettingField = memo(function UndoSettingField({
  value,
  onChange,
}: {
  value: UndoSeconds;
  onChange: (next: UndoSeconds) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: 260 }}
      label={translate('app.cashouts.undo.setting')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as UndoSeconds)}
      helperText={translate('app.cashouts.undo.setting_help')}
    >
      {UNDO_SECONDS.map((seconds) => (
        <MenuItem key={seconds} value={seconds}>
          {translate(`app.cashouts.undo.choices.s${seconds}`)}
        </MenuItem>
      ))}
    </TextField>
  );
});
