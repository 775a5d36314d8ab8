import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { focusFirstInvalid } from '../ui/public/focus';
import { Page } from '../ui/public/Page';
import { SECTIONS } from './fields';
import { t } from './i18n';
import { RequestField } from './RequestField';
import { useRequestForm } from './useRequestForm';

/** /challenge_request: what a prospective client asks for (CONTRACT §8, seed 000 §3). */
export const RequestPage = () => {
  const form = useRequestForm();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.invalidSubmits > 0) focusFirstInvalid(formRef.current);
  }, [form.invalidSubmits]);
  const { failure } = form;

  return (
    <Page>
      <Typography variant="h4" component="h1">
        {t('app.request.title')}
      </Typography>
      <Typography>{t('app.request.intro')}</Typography>
      {form.restored && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                form.startOver();
                // The note and its button go: the first field takes the focus.
                formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
              }}
            >
              {t('app.request.start_over')}
            </Button>
          }
        >
          {t('app.request.draft_restored')}
        </Alert>
      )}
      <Stack
        ref={formRef}
        component="form"
        spacing={4}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('app.request.required_note')} {t('app.request.draft_note')}
        </Typography>
        {SECTIONS.map((section) => (
          <Stack key={section.key} component="section" spacing={2}>
            <Typography variant="h6" component="h2">
              {t(`app.request.sections.${section.key}`)}
            </Typography>
            {section.fields.map((field) => (
              <RequestField
                key={field.name}
                field={field}
                value={form.values[field.name]}
                error={form.errors[field.name]}
                onChange={(value) => form.setValue(field.name, value)}
              />
            ))}
          </Stack>
        ))}
        {failure && (
          <Alert
            severity="error"
            role="alert"
            action={
              failure.kind === 'failed' ? (
                <Button color="inherit" size="small" onClick={() => void form.submit()}>
                  {t('app.request.retry')}
                </Button>
              ) : undefined
            }
          >
            {t(failure.message)}
            {failure.kind === 'failed' && ` ${t('app.request.failed_note')}`}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.sending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t(form.sending ? 'app.request.sending' : 'app.request.submit')}
        </Button>
      </Stack>
    </Page>
  );
};
