import { Box, Card, CardContent } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SupportTarget } from './calls';
import { SubmitButton } from '../../ui/SubmitButton';
import { ACTIONS_BY_TARGET, isDestructive, type SupportFormValues } from './actions';
import { ActionFields } from './ActionFields';
import { ResultPanel, type SupportResult } from './ResultPanel';
import { SafeConfirm } from '../../ui/SafeConfirm';
import { useConfirmation } from '../../ui/useConfirmation';
import { useSupportAction } from './useSupportAction';
import { validEmail } from '../../ui/validateEmail';

const DEFAULTS: SupportFormValues = { send_email: false };

/** A result belongs to the e-mail and action it was run for: it goes as soon as either changes. */
const ClearOnChange = ({ result, clear }: { result: SupportResult | null; clear: () => void }) => {
  const [email, action] = useWatch({ name: ['email', 'action_type'] }) as [unknown, unknown];
  const stale =
    result !== null && (String(email ?? '').trim() !== result.email || action !== result.action);
  useEffect(() => {
    if (stale) clear();
  }, [stale, clear]);
  return null;
};

/** The one form engine of both support tools pages: e-mail, action, the action's own fields. */
export const SupportToolForm = ({ target }: { target: SupportTarget }) => {
  const translate = useTranslate();
  const [result, setResult] = useState<SupportResult | null>(null);
  const run = useSupportAction(target, setResult);
  const clearResult = useCallback(() => setResult(null), []);
  const confirmation = useConfirmation<{ email: string; action: string; effect: string }>();
  // `?email=` fills the e-mail in (the command palette's links, or any shared link).
  const prefilled = useSearchParams()[0].get('email')?.trim() ?? '';
  const defaults = useMemo(() => ({ ...DEFAULTS, email: prefilled }), [prefilled]);
  const choices = ACTIONS_BY_TARGET[target].map((id) => ({
    id,
    name: `app.supportTools.actions.${id}`,
  }));

  // The submit stays pending while the dialog is open, so the button can't send twice.
  const onSubmit = async (values: SupportFormValues) => {
    setResult(null);
    if (isDestructive(values.action_type)) {
      const action = translate(`app.supportTools.actions.${values.action_type}`);
      const effect = translate(`app.supportTools.confirm.effect.${values.action_type}`, {
        correct_email: String(values.correct_email ?? '').trim(),
      });
      if (!(await confirmation.ask({ email: String(values.email ?? '').trim(), action, effect })))
        return undefined;
    }
    return run(values);
  };

  return (
    <Card>
      <CardContent>
        <Form key={prefilled} defaultValues={defaults} onSubmit={onSubmit} noValidate>
          <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
            <TextInput
              source="email"
              type="email"
              label="app.supportTools.fields.email"
              validate={[required('app.validation.required'), validEmail]}
              fullWidth
            />
            <SelectInput
              source="action_type"
              label="app.supportTools.fields.action_type"
              choices={choices}
              validate={required('app.validation.required')}
              fullWidth
            />
            <ActionFields target={target} />
            <ClearOnChange result={result} clear={clearResult} />
            <Box>
              <SubmitButton>{translate('app.supportTools.submit')}</SubmitButton>
            </Box>
          </Box>
        </Form>
        <SafeConfirm
          isOpen={confirmation.subject !== null}
          title="app.supportTools.confirm.title"
          content="app.supportTools.confirm.content"
          contentTranslateOptions={confirmation.subject ?? {}}
          confirmColor="warning"
          onConfirm={confirmation.confirm}
          onClose={confirmation.cancel}
        />
        <ResultPanel result={result} />
      </CardContent>
    </Card>
  );
};
