import { Box, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FileChooseButton } from '../../ui/FileChooseButton';
import { FileDropZone, useDropProblem } from '../../ui/FileDropZone';
import { acceptOf, checkFile, FILE_PROBLEM_MESSAGES, IMAGE_RULE } from '../model/files';
import { translateError } from './message';

interface ImageFileInputProps {
  source: string;
  /** Where the stored image's address is, to show what is there already. */
  urlSource: string;
  label: string;
}

/** An image (png/jpg/jpeg, 10 MB), chosen or dropped, kept as a File and sent as a file part. */
export const ImageFileInput = ({ source, urlSource, label }: ImageFileInputProps) => {
  const translate = useTranslate();
  const id = useId();
  const { problem, refuse, clear } = useDropProblem();
  const { field, fieldState } = useController({ name: source });
  const url = useWatch({ name: urlSource }) as string | null | undefined;
  const file = field.value instanceof File ? field.value : null;
  const errorText = translateError(translate, fieldState.error?.message);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const fault = checkFile(chosen, IMAGE_RULE);
    if (fault) return refuse(translate(FILE_PROBLEM_MESSAGES[fault]));
    clear();
    field.onChange(chosen);
    field.onBlur();
  };
  return (
    <FormControl error={Boolean(errorText)} sx={{ my: 1 }}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Box sx={{ mt: 1 }}>
        <FileDropZone
          onFile={choose}
          hint={translate('app.files.drop_hint')}
          dropHere={translate('app.files.drop_here')}
          problem={problem}
        >
          <FileChooseButton
            inputId={id}
            inputName={source}
            inputRef={field.ref}
            inputLabel={label}
            accept={acceptOf(IMAGE_RULE)}
            onFile={choose}
            size="small"
          >
            {translate('app.challengeForm.image.choose')}
          </FileChooseButton>
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
        </FileDropZone>
      </Box>
      <FormHelperText>
        {errorText ?? translate('app.challengeForm.hints.image_types')}
      </FormHelperText>
    </FormControl>
  );
};
