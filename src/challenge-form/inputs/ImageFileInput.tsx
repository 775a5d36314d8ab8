import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { acceptOf, checkFile, FILE_PROBLEM_MESSAGES, IMAGE_RULE } from '../model/files';
import { translateError } from './message';

interface ImageFileInputProps {
  source: string;
  /** Where the stored image's address is, to show what is there already. */
  urlSource: string;
  label: string;
}

/** An image (png/jpg/jpeg, 10 MB) kept as a File in the form and sent as a file part. */
export const ImageFileInput = ({ source, urlSource, label }: ImageFileInputProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { field, fieldState } = useController({ name: source });
  const url = useWatch({ name: urlSource }) as string | null | undefined;
  const file = field.value instanceof File ? field.value : null;
  const errorText = translateError(translate, fieldState.error?.message);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkFile(chosen, IMAGE_RULE);
    if (problem) {
      notify(FILE_PROBLEM_MESSAGES[problem], { type: 'error' });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    field.onChange(chosen);
    field.onBlur();
  };
  return (
    <FormControl error={Boolean(errorText)} sx={{ my: 1 }}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button variant="outlined" component="label" size="small">
          {translate('app.challengeForm.image.choose')}
          <input
            id={id}
            ref={(element) => {
              inputRef.current = element;
              field.ref(element);
            }}
            name={source}
            type="file"
            hidden
            accept={acceptOf(IMAGE_RULE)}
            aria-label={label}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
        {file ? (
          <Typography variant="body2">
            {translate('app.challengeForm.image.chosen', { name: file.name })}
          </Typography>
        ) : url ? (
          <Box
            component="img"
            src={url}
            alt={translate('app.challengeForm.image.current')}
            sx={{ maxHeight: 64 }}
          />
        ) : null}
      </Box>
      <FormHelperText>
        {errorText ?? translate('app.challengeForm.hints.image_types')}
      </FormHelperText>
    </FormControl>
  );
};
