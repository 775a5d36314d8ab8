import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ContextUser } from '../../../contract/context';
import type { Cashout } from '../calls';
import { transportOr } from '../../../ui/errorMessage';
import type { Desk, Hold, Outcome } from '../desk/deskStore';
import { staffKey, writeStored } from '../desk/staffStorage';
import { readText } from '../../../storage/browserStorage';
import { addEntries, readLog, storedLog, type LogEntry } from './decisionLog';

const readLogText = (key: string) => readText('local', key);

/** The stored log; one that cannot be read is replaced by an empty one (and says so). */
const load = (key: string) => {
  const read = readLog(readLogText(key));
  if (read.corrupted) writeStored(key, storedLog([]));
  return read;
};

/**
 * "Decided in this browser": every decision this browser sent for the signed-in staff member,
 * with the server's answer, kept in localStorage under the staff member's key (two tabs share
 * it: each adds to what is stored, and shows what the other added).
 */
export const useDecisionLog = (
  desk: Desk,
  user: ContextUser | undefined,
  cashoutOf: (id: number) => Cashout | undefined,
) => {
  const translate = useTranslate();
  const key = staffKey('decision-log', user?.id);
  const [log, setLog] = useState(() => ({ key, ...load(key) }));
  if (log.key !== key) setLog({ key, ...load(key) });

  useEffect(() => {
    const staff = user?.name || user?.email || translate('app.cashouts.log.unknown_staff');
    const entryOf = (hold: Hold, outcome: Outcome): LogEntry => {
      const cashout = cashoutOf(outcome.id);
      const { serverMessage } = outcome.ok ? {} : outcome.failure.error;
      return {
        id: crypto.randomUUID(),
        staff,
        cashoutId: outcome.id,
        user: cashout?.user_name ?? '',
        amount: cashout?.amount ?? null,
        decision: hold.decision,
        reason: hold.reason,
        at: new Date().toISOString(),
        result: outcome.ok ? 'done' : 'failed',
        message: outcome.ok
          ? outcome.action
          : (serverMessage ?? translate(transportOr(outcome.failure.error, 'app.error.generic'))),
      };
    };
    return desk.watch({
      onSettled: (hold, outcomes) => {
        // What another tab stored meanwhile stays: add to the stored log, not to this tab's copy.
        const entries = addEntries(
          load(key).entries,
          outcomes.map((outcome) => entryOf(hold, outcome)),
        );
        writeStored(key, storedLog(entries));
        setLog((current) => ({ ...current, entries }));
      },
    });
  }, [desk, key, user, translate, cashoutOf]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      const read = load(key);
      setLog((current) => ({
        ...current,
        entries: read.entries,
        corrupted: current.corrupted || read.corrupted,
      }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  return {
    entries: log.entries,
    /** The stored log could not be read and was started afresh. */
    corrupted: log.corrupted,
    dismissCorrupted: () => setLog((current) => ({ ...current, corrupted: false })),
  };
};

export type DecisionLog = ReturnType<typeof useDecisionLog>;
