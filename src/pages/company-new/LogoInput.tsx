import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { FileChooseButton } from '../../ui/FileChooseButton';
import { FileDropZone } from '../../ui/FileDropZone';
import { LOGO_EXTENSIONS, logoProblem, type LogoProblem } from './rules';

const PROBLEM_MESSAGES: Record<LogoProblem, string> = {
  wrong_type: 'app.files.wrong_type',
  too_large: 'app.files.too_large',
  duplicate: 'app.files.duplicate',
};

const ACCEPT = LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The preview draws from an object URL, revoked when the file changes or the preview goes away. */
const LogoPreview = ({ file, alt }: { file: File; alt: string }) => {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={alt} style={{ maxHeight: 64, maxWidth: 160 }} />;
};

/**
 * logo_pic: png, jpg or jpeg up to 10 MB, chosen or dropped, with a preview; the same file name
 * twice is refused.
 */
export const LogoInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const { field, fieldState } = useInput({ source: 'logo_pic', defaultValue: null });
  const file = field.value instanceof File ? field.value : null;

  // A chosen and a dropped file pass the same checks.
  const accept = (chosen: File) => {
    const problem = logoProblem(chosen, file?.name);
    if (problem) notify(PROBLEM_MESSAGES[problem], { type: 'warning' });
    else field.onChange(chosen);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      {/* Sized like react-admin's own radio group legends beside it. */}
      <FormLabel component="legend" sx={{ fontSize: '0.75rem' }}>
        {translate('app.companies.fields.logo_pic')}
      </FormLabel>
      <Box sx={{ mt: 1 }}>
        <FileDropZone
          onFile={accept}
          hint={translate('app.files.drop_hint')}
          dropHere={translate('app.files.drop_here')}
        >
          <FileChooseButton
            inputId={inputId}
            inputLabel={translate('app.companies.fields.logo_pic')}
            accept={ACCEPT}
            onFile={(chosen) => chosen && accept(chosen)}
            startIcon={<UploadIcon />}
            describedBy={`${inputId}-help`}
          >
            {translate('app.companies.logo.choose')}
          </FileChooseButton>
          {file && (
            <>
              <LogoPreview file={file} alt={translate('app.companies.logo.preview')} />
              <Typography variant="body2">
                {translate('app.companies.logo.chosen', { name: file.name })}
              </Typography>
              <Button color="error" onClick={() => field.onChange(null)}>
                {translate('app.companies.logo.remove')}
              </Button>
            </>
          )}
        </FileDropZone>
      </Box>
      <FormHelperText id={`${inputId}-help`} error={Boolean(fieldState.error)}>
        {fieldState.error?.message
          ? translate(fieldState.error.message)
          : translate('app.companies.logo.help')}
      </FormHelperText>
    </Box>
  );
};
