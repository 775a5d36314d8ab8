import type { Blocker } from 'react-router-dom';
import { SafeConfirm } from '../SafeConfirm';
import { useLeaveGuard } from './useLeaveGuard';

/** Asks before an in-app link (or a `g` shortcut, or Back) leaves a form with unsaved changes. */
export const LeavePrompt = ({
  blocker,
  title = 'app.leave.title',
}: {
  blocker: Blocker;
  /** What is being left, e.g. 'Leave this challenge?'. */
  title?: string;
}) => (
  <SafeConfirm
    isOpen={blocker.state === 'blocked'}
    title={title}
    content="app.leave.warning"
    confirm="app.leave.confirm"
    cancel="app.leave.stay"
    onConfirm={() => blocker.proceed?.()}
    onClose={() => blocker.reset?.()}
  />
);

/** The guard and its prompt, for a form that needs nothing more (placed inside the form). */
export const LeaveGuard = () => <LeavePrompt blocker={useLeaveGuard()} />;
