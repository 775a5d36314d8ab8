import { Confirm } from 'react-admin';
import type { Blocker } from 'react-router-dom';

/** Asks before an in-app link leaves a form with unsaved changes. */
export const LeavePrompt = ({ blocker }: { blocker: Blocker }) => (
  <Confirm
    isOpen={blocker.state === 'blocked'}
    title="app.challengeForm.leave_title"
    content="app.challengeForm.leave_warning"
    confirm="app.challengeForm.leave_confirm"
    cancel="app.challengeForm.leave_stay"
    onConfirm={() => blocker.proceed?.()}
    onClose={() => blocker.reset?.()}
  />
);
