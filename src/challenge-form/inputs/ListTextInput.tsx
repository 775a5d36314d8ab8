import { TextField } from '@mui/material';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';

export const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A list of words typed comma-separated; the text stays as typed while the form gets the list. */
export const ListTextInput = ({
  source,
  label,
  disabled,
}: {
  source: string;
  label: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const { field } = useController({ name: source });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(', '));
  return (
    <TextField
      label={translate(label)}
      name={source}
      inputRef={field.ref}
      value={text}
      size="small"
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(splitList(event.target.value));
      }}
      onBlur={field.onBlur}
      sx={{ my: 1 }}
    />
  );
};
