import { useCallback, useState } from 'react';
import { readStored, staffKey, writeStored } from './staffStorage';

/** The undo window's choices, in seconds; 5 unless the staff member chose another. */
export const UNDO_SECONDS = [0, 5, 10] as const;
export type UndoSeconds = (typeof UNDO_SECONDS)[number];
export const DEFAULT_UNDO_SECONDS: UndoSeconds = 5;

export const parseUndoSeconds = (value: unknown): UndoSeconds =>
  UNDO_SECONDS.find((choice) => choice === value) ?? DEFAULT_UNDO_SECONDS;

/** The signed-in staff member's undo window, kept in this browser. */
export const useUndoSeconds = (userId: string | number | undefined) => {
  const key = staffKey('undo-seconds', userId);
  const [seconds, setSeconds] = useState(() => readStored(key, parseUndoSeconds));
  // Stable, so the setting's field is not drawn again with each decision on the page.
  const choose = useCallback(
    (next: UndoSeconds) => {
      setSeconds(next);
      writeStored(key, next);
    },
    [key],
  );
  return [seconds, choose] as const;
};
