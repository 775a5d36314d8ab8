import { TextField } from '@mui/material';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { linesToOptionGroup, optionGroupToLines } from '../model/optionGroup';
import { translateError } from './message';

/** Typed as lines, kept as JSON text: the text stays as typed while the form gets the JSON. */
export const OptionGroupInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const [text, setText] = useState(() => optionGroupToLines(field.value as string | null));
  const error = translateError(translate, fieldState.error?.message);
  return (
    <TextField
      label={translate(label)}
      name={source}
      inputRef={field.ref}
      value={text}
      multiline
      minRows={3}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? ' '}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(linesToOptionGroup(event.target.value));
      }}
      onBlur={field.onBlur}
      sx={{ my: 1 }}
    />
  );
};
