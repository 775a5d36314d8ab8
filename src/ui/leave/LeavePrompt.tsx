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

/**
 * The guard and its prompt, placed inside the form. A component of its own: the guard reads the
 * form's dirty and submitting state, and only this small part is drawn again when they change
 * (a Submit sets both), not the form around it.
 */
export const LeaveGuard = ({ saved = false, title }: { saved?: boolean; title?: string }) => (
  <LeavePrompt blocker={useLeaveGuard(saved)} title={title} />
);
