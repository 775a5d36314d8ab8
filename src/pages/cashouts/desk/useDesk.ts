import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { queryKeys } from '../../../providers/queryKeys';
import { afterPaint } from '../../../ui/afterPaint';
import { decideCashout } from '../calls';
import { failureMessage } from '../decision';
import { claimAcrossTabs } from './crossTab';
import { createDesk, type Desk, type Hold, type Outcome } from './deskStore';
import type { Cashout } from '../calls';
import { formatText, formatUsd } from '../../../ui/format';

/** How long after the last decision settled the list and the balance are read again. */
export const REREAD_QUIET_MS = 1000;

/** Who a cashout is, for a toast shown after staff left the page (its cards are gone). */
export type DescribeCashout = (id: number) => Cashout | undefined;

/**
 * The toast of a settled hold: the seed's for one cashout, a count for a batch. An answer that
 * arrives after staff left the page names the cashout's user and amount: the card that would
 * have said which one is gone.
 */
const useSettledToast = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return (hold: Hold, outcomes: readonly Outcome[], left: DescribeCashout | null) => {
    const failed = outcomes.filter((outcome) => !outcome.ok);
    if (left) {
      for (const outcome of outcomes) {
        const cashout = left(outcome.id);
        const values = {
          decision: translate(`app.cashouts.actions.${hold.decision}`),
          user: formatText(cashout?.user_name) || `#${outcome.id}`,
          amount: formatUsd(cashout?.amount),
        };
        if (outcome.ok) notify('app.cashouts.left.done', { type: 'success', messageArgs: values });
        else if (outcome.failure.unknownOutcome)
          notify('app.cashouts.left.unknown', { type: 'warning', messageArgs: values });
        else
          notify('app.cashouts.left.failed', {
            type: 'error',
            messageArgs: { ...values, message: translate(failureMessage(outcome.failure.error)) },
          });
      }
      return;
    }
    if (hold.cashoutIds.length > 1) {
      if (failed.length === 0) notify('app.success.processed', { type: 'success' });
      else
        notify('app.cashouts.bulk.failed_toast', {
          type: 'error',
          messageArgs: { smart_count: failed.length, total: outcomes.length },
        });
      return;
    }
    const [outcome] = outcomes;
    if (outcome.ok) notify('app.success.processed', { type: 'success' });
    else if (outcome.failure.unknownOutcome)
      notify('app.cashouts.timeout', { type: 'warning', multiLine: true });
    else notify(failureMessage(outcome.failure.error), { type: 'error' });
  };
};

/**
 * The page's desk: decisions held for the staff member's undo window, then sent by the seed's
 * call. Leaving the page sends what is held (and says so) (closing the tab asks first: AskBeforeClosing).
 */
export const useDesk = (
  windowSeconds: number,
): Desk & { describeWith: (describe: DescribeCashout) => void } => {
  const dp = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const toast = useSettledToast();
  const [desk] = useState(() => {
    // Set when staff leave the page: the answers still to come are said with their cashout.
    let left: DescribeCashout | null = null;
    let describe: DescribeCashout = () => undefined;
    // The list and the balance are read again once decisions pause: a staff member clearing a
    // queue by keyboard would otherwise have each keypress compete with the last one's re-read.
    let reread: number | undefined;
    const rereadWhenQuiet = () => {
      window.clearTimeout(reread);
      reread = window.setTimeout(() => {
        void queryClient.refetchQueries({ queryKey: queryKeys.cashouts.pending() });
        void queryClient.refetchQueries({ queryKey: queryKeys.cashouts.balance() });
      }, REREAD_QUIET_MS);
    };
    const created = createDesk({
      send: async (request, key) => (await dp.send(decideCashout(request, key))).action,
      claim: claimAcrossTabs,
      label: (decision) => translate(`app.cashouts.actions.${decision}`),
      windowMs: windowSeconds * 1000,
      // The cards' final state is drawn first; the toast and the re-reads follow a frame later
      // (a keyboard queue waits for the card, not for the toast's transition).
      onSettled: (hold, outcomes) =>
        afterPaint(() => {
          toast(hold, outcomes, left);
          // The list and the balance are read again; the cards' transactions, which a decision
          // does not change, are marked stale only (docs/decisions.md, "bulk decisions").
          void queryClient.invalidateQueries({
            queryKey: queryKeys.cashouts.all(),
            refetchType: 'none',
          });
          rereadWhenQuiet();
        }),
    });
    return Object.assign(created, {
      describeWith: (next: DescribeCashout) => {
        describe = next;
      },
      /** Staff left the page: what is still to be answered is said with its cashout. */
      leave: () => {
        left = (id: number) => describe(id);
      },
    });
  });

  useEffect(() => desk.setWindowMs(windowSeconds * 1000), [desk, windowSeconds]);

  useEffect(
    () => () => {
      desk.leave();
      const sent = desk.flush();
      if (sent > 0)
        notify('app.cashouts.undo.sent_on_leave', {
          type: 'info',
          messageArgs: { smart_count: sent },
        });
    },
    [desk, notify],
  );

  return desk;
};

/**
 * Closing the tab with decisions held asks first. A component of its own, drawing nothing: the
 * held count changes twice with every decision, and only this needs to hear it, not the page.
 */
export const AskBeforeClosing = ({ desk }: { desk: Desk }) => {
  const pending = useSyncExternalStore(desk.subscribe, desk.pendingCount);
  useEffect(() => {
    if (pending === 0) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [pending]);
  return null;
};

/** One card's state in the desk; the card re-renders only when its own state changes. */
export const useDeskCard = (desk: Desk, id: number) =>
  useSyncExternalStore(desk.subscribe, () => desk.card(id));
