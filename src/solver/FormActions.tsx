import { Button, Stack } from '@mui/material';
import { DraftStatusLine } from './DraftStatusLine';
import { t } from './i18n';
import type { DraftRetry, DraftStatus } from './useDraftAutosave';

interface FormActionsProps {
  draft: {
    status: DraftStatus;
    savedAt: string | null;
    retry: DraftRetry | null;
    saveNow: () => Promise<void>;
  };
  submitting: boolean;
  submitDisabled: boolean;
}

/** The draft's status line, Submit and Save draft, at the foot of the solution form. */
export const FormActions = ({ draft, submitting, submitDisabled }: FormActionsProps) => (
  <>
    <DraftStatusLine status={draft.status} savedAt={draft.savedAt} retry={draft.retry} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
        {t(submitting ? 'app.solver.form.submitting' : 'app.solver.form.submit')}
      </Button>
      <Button
        variant="outlined"
        size="large"
        onClick={() => void draft.saveNow()}
        disabled={draft.status === 'saving' || submitting}
      >
        {t('app.solver.draft.save')}
      </Button>
    </Stack>
  </>
);
