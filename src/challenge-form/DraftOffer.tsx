import { Alert, Button, Stack } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { ContextUser } from '../contract';
import { useDraft } from './hooks/useDraft';
import { DRAFT_DAYS, type DraftScope } from './model/draftStore';
import type { FormMode } from './model/types';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US');

const FOUND_TEXT: Record<FormMode, string> = {
  create: 'app.challengeForm.draft.found',
  edit: 'app.challengeForm.draft.found_edit',
  clone: 'app.challengeForm.draft.found_clone',
};

/** Restore / Discard of the local draft of this form (hooks/useDraft.ts). */
export const DraftOffer = ({
  user,
  scope,
  enabled,
}: {
  user?: ContextUser;
  scope: DraftScope;
  enabled: boolean;
}) => {
  const translate = useTranslate();
  const { found, restore, discard } = useDraft(user?.id, scope, enabled);
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
      {translate(FOUND_TEXT[scope.mode], { date: dateTime(found.savedAt) })}{' '}
      {translate('app.challengeForm.draft.kept', {
        name: user.name,
        date: dateTime(found.expiresAt),
        days: DRAFT_DAYS,
      })}
      {Object.entries(found.lostFiles ?? {}).map(([slot, name]) => (
        <Fragment key={slot}>
          {' '}
          {translate(`app.challengeForm.draft.lost_${slot}`, { name })}
        </Fragment>
      ))}
    </Alert>
  );
};
