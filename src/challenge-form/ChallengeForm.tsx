import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useServerContext } from '../api';
import type { ContestRecord, ContestType, ContextUser } from '../contract';
import { ConflictPanel } from './ConflictPanel';
import { FormSections } from './FormSections';
import { FormShellProvider } from './hooks/formShell';
import { useContestSubmit } from './hooks/useContestSubmit';
import { clearDraft, useDraft } from './hooks/useDraft';
import { useLeaveGuard } from '../ui/leave/useLeaveGuard';
import { LeavePrompt } from '../ui/leave/LeavePrompt';
import { DRAFT_DAYS } from './model/draftStore';
import type { ContestFormValues, FormMode } from './model/types';
import { nestErrors, validateContest } from './schema';
import { TypeSelector } from './TypeSelector';
import { ValidationErrors } from './ValidationErrors';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US');

const DraftOffer = ({ user, enabled }: { user?: ContextUser; enabled: boolean }) => {
  const translate = useTranslate();
  const { found, restore, discard } = useDraft(user?.id, enabled);
  if (!found || !user) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={restore}>
            {translate('app.challengeForm.draft.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            {translate('app.challengeForm.draft.discard')}
          </Button>
        </Stack>
      }
    >
      {translate('app.challengeForm.draft.found', { date: dateTime(found.savedAt) })}{' '}
      {translate('app.challengeForm.draft.kept', {
        name: user.name,
        date: dateTime(found.expiresAt),
        days: DRAFT_DAYS,
      })}
    </Alert>
  );
};

const FormBody = ({ mode }: { mode: FormMode }) => {
  const translate = useTranslate();
  const { user } = useServerContext();
  const [saved, setSaved] = useState(false);
  const onSaved = useCallback(() => {
    setSaved(true);
    if (user) clearDraft(user.id);
  }, [user]);
  const { submit, busy } = useContestSubmit(onSaved);
  const type = useWatch({ name: 'contest_type' }) as ContestType;
  const leaveBlocker = useLeaveGuard(saved);
  return (
    <>
      <LeavePrompt blocker={leaveBlocker} title="app.challengeForm.leave_title" />
      <DraftOffer user={user} enabled={mode === 'create' && !saved} />
      <TypeSelector readOnly={mode === 'edit'} loaded={mode === 'clone'} />
      <ValidationErrors />
      <FormSections type={type} />
      <ConflictPanel onOverwrite={() => void submit()} />
      <Box sx={{ mt: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button
          type="button"
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => void submit()}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(busy ? 'app.challengeForm.submitting' : 'app.challengeForm.submit')}
        </Button>
      </Box>
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
      loadedTagCount={mode === 'create' ? 0 : (initial.feedback_tags?.length ?? 0)}
      loaded={loaded}
      loadedFileKeys={loadedFileKeys}
    >
      <Box sx={{ maxWidth: 1080, minWidth: 0 }}>
        <Form
          defaultValues={initial}
          validate={validate}
          mode="onTouched"
          disableInvalidFormNotification
          noValidate
        >
          <FormBody mode={mode} />
        </Form>
      </Box>
    </FormShellProvider>
  );
};
