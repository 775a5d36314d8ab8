import type { ContestRecord } from '../contract/contest';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useServerContext } from '../api';
import type { ContestType } from '../contract';
import { ConflictPanel } from './ConflictPanel';
import { FormSections } from './FormSections';
import { FieldScopedForm } from './hooks/fieldScopedControl';
import { FormShellProvider } from './hooks/formShell';
import { useContestSubmit } from './hooks/useContestSubmit';
import { clearDraft } from './hooks/useDraft';
import { DraftOffer } from './DraftOffer';
import { LeaveGuard } from '../ui/leave/LeavePrompt';
import type { DraftScope } from './model/draftStore';
import type { ContestFormValues, FormMode } from './model/types';
import { nestErrors, validateContest } from './schema';
import { TypeSelector } from './TypeSelector';
import { ReversalConfirm } from './ReversalConfirm';
import type { ReversedRow } from './model/reversedRows';
import { useConfirmation } from '../ui/useConfirmation';
import { ValidationErrors } from './ValidationErrors';
import { PreviewControl } from './preview/PreviewControl';
import { PreviewRoom } from './preview/PreviewRoom';

const FormBody = ({ mode }: { mode: FormMode }) => {
  const translate = useTranslate();
  const { user } = useServerContext();
  const { slug = '' } = useParams();
  const scope = useMemo<DraftScope>(
    () => (mode === 'create' ? { mode } : { mode, slug }),
    [mode, slug],
  );
  const [saved, setSaved] = useState(false);
  const onSaved = useCallback(() => {
    setSaved(true);
    if (user) clearDraft(user.id, scope);
  }, [user, scope]);
  const reversal = useConfirmation<ReversedRow[]>();
  const { submit, busy } = useContestSubmit(onSaved, reversal.ask);
  const type = useWatch({ name: 'contest_type' }) as ContestType;
  return (
    <>
      <LeaveGuard saved={saved} title="app.challengeForm.leave_title" />
      <PreviewControl />
      {/* Closed while a save is under way and once it succeeded (docs/decisions.md, "A saved form
          is closed"): nothing can be typed that the save would not send. */}
      <Box inert={busy}>
        <DraftOffer user={user} scope={scope} enabled={!saved} />
        <TypeSelector readOnly={mode === 'edit'} loaded={mode === 'clone'} />
        <ValidationErrors />
        <FormSections type={type} />
      </Box>
      <ConflictPanel onOverwrite={() => void submit({ overwrite: true })} />
      <ReversalConfirm
        rows={reversal.subject}
        onConfirm={reversal.confirm}
        onCancel={reversal.cancel}
      />
      <Box sx={{ mt: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button
          type="button"
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => void submit()}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {translate(busy ? 'app.challengeForm.submitting' : 'app.challengeForm.submit')}
        </Button>
      </Box>
      {saved && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {translate('app.challengeForm.saved_closed')}
        </Alert>
      )}
    </>
  );
};

/**
 * The authoring form of all four types. Validation runs per section (schema/), on touch and on
 * submit; the values are a ContestRecord plus helpers (model/types.ts).
 */
export const ChallengeForm = ({
  mode,
  initial,
  loaded,
}: {
  mode: FormMode;
  initial: ContestFormValues;
  /** The stored challenge as read (edit): a save tells it against what is stored then. */
  loaded?: ContestRecord;
}) => {
  const now = useMemo(() => new Date(), []);
  const loadedFileKeys = useMemo(
    () => (mode === 'create' ? [] : (initial.contestfiles ?? []).map((file) => file.key)),
    [mode, initial],
  );
  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const typed = values as unknown as ContestFormValues;
      return nestErrors(validateContest(typed, { type: typed.contest_type, now, initial }));
    },
    [now, initial],
  );
  return (
    <FormShellProvider
      mode={mode}
      launched={Boolean(initial.launched)}
      launchUnknown={mode === 'edit' && typeof initial.launched !== 'boolean'}
      loadedTagCount={mode === 'create' ? 0 : (initial.feedback_tags?.length ?? 0)}
      loaded={loaded}
      loadedFileKeys={loadedFileKeys}
      opened={initial}
    >
      <PreviewRoom>
        <Form
          defaultValues={initial}
          validate={validate}
          mode="onTouched"
          disableInvalidFormNotification
          noValidate
        >
          <FieldScopedForm>
            <FormBody mode={mode} />
          </FieldScopedForm>
        </Form>
      </PreviewRoom>
    </FormShellProvider>
  );
};
