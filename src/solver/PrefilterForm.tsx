import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SolutionFormObject, SupplementalAnswer } from '../contract/solver';
import { solverApi } from './api';
import { isRefusal, reasonOf } from './errors';
import { focusFirstInvalid } from '../ui/public/focus';
import { t } from './i18n';
import { Section } from './Section';
import { SupplementalInput } from './SupplementalInput';
import { validateSupplemental, type FormErrors } from './validation';

interface PrefilterFormProps {
  form: SolutionFormObject;
  /** The challenge's slug: the prefilter path falls back to /contests/{slug}/check_prefilter. */
  slug: string;
  onReplace: (form: SolutionFormObject) => void;
  onIneligible: (reason: string) => void;
  focusOnMount?: boolean;
}

/** The prefilter questions; a passed check answers the form object that replaces this one. */
export const PrefilterForm = ({
  form,
  slug,
  onReplace,
  onIneligible,
  focusOnMount = false,
}: PrefilterFormProps) => {
  const [answers, setAnswers] = useState<Record<string, SupplementalAnswer>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  useEffect(() => {
    if (invalidSubmits > 0) focusFirstInvalid(formRef.current);
  }, [invalidSubmits]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    for (const field of form.prefilterFields) {
      const message = validateSupplemental({ ...field, required: true }, answers[String(field.id)]);
      if (message) found[`supplementals.${field.id}`] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) setInvalidSubmits((count) => count + 1);
    if (Object.keys(found).length > 0 || sending.current) return;
    sending.current = true;
    setChecking(true);
    setFailure(null);
    try {
      const path = form.prefilterPath ?? `/contests/${encodeURIComponent(slug)}/check_prefilter`;
      onReplace(await solverApi.checkPrefilter(path, { supplementals: answers }));
    } catch (error) {
      // A refusal from the server ends the flow (seed 001 §4); anything else may be retried.
      if (isRefusal(error)) onIneligible(reasonOf(error));
      else setFailure(reasonOf(error));
    } finally {
      sending.current = false;
      setChecking(false);
    }
  };

  return (
    <Section title={t('app.solver.prefilter.title')} focusOnMount={focusOnMount}>
      <Stack
        ref={formRef}
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <Typography>{t('app.solver.prefilter.intro')}</Typography>
        {form.prefilterFields.map((field) => (
          <SupplementalInput
            key={field.id}
            field={{ ...field, required: true }}
            value={answers[String(field.id)]}
            error={errors[`supplementals.${field.id}`]}
            onChange={(value) =>
              setAnswers((current) => ({ ...current, [String(field.id)]: value }))
            }
          />
        ))}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={checking}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(checking ? 'app.solver.prefilter.checking' : 'app.solver.prefilter.submit')}
        </Button>
      </Stack>
    </Section>
  );
};
