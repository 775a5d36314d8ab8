import { useEffect, useRef, useState } from 'react';
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
 * with the server's answer, kept in the browser's local storage (src/storage) under the staff member's key (two tabs share
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

  // The log follows the desk for the desk's whole life, not the panel's: decisions sent as staff
  // leave the page are answered after it is gone, and their answers belong in the log too. The
  // follower reads what it needs (the key, who, each cashout) as last drawn.
  const latest = useRef({ key, user, translate, cashoutOf });
  useEffect(() => {
    latest.current = { key, user, translate, cashoutOf };
  });
  useEffect(() => {
    const entryOf = (hold: Hold, outcome: Outcome): LogEntry => {
      const { user, translate, cashoutOf } = latest.current;
      const staff = user?.name || user?.email || translate('app.cashouts.log.unknown_staff');
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
        result: outcome.ok ? 'done' : outcome.failure.unknownOutcome ? 'unknown' : 'failed',
        message: outcome.ok
          ? outcome.action
          : (serverMessage ?? translate(transportOr(outcome.failure.error, 'app.error.generic'))),
      };
    };
    /** What another tab stored meanwhile stays: each change is made to the stored log. */
    const change = (edit: (entries: readonly LogEntry[]) => LogEntry[]) => {
      const { key } = latest.current;
      const entries = edit(load(key).entries);
      writeStored(key, storedLog(entries));
      setLog((current) => (current.key === key ? { ...current, entries } : current));
    };
    const unwatch = desk.watch({
      onSettled: (hold, outcomes) =>
        change((entries) =>
          addEntries(
            entries,
            outcomes.map((outcome) => entryOf(hold, outcome)),
          ),
        ),
      onUnconfirmed: (id) =>
        change((entries) => {
          const at = entries.findIndex(
            (entry) => entry.cashoutId === id && entry.result === 'unknown',
          );
          if (at < 0) return [...entries];
          const settled: LogEntry = {
            ...entries[at],
            result: 'unconfirmed',
            message: latest.current.translate('app.cashouts.log.unconfirmed_message'),
          };
          return entries.map((entry, index) => (index === at ? settled : entry));
        }),
    });
    return () => desk.whenIdle(unwatch);
  }, [desk]);

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
