import { useEffect, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { draftOf, workOf } from '../model/draftFiles';
import { mergedDraft } from '../model/draftMerge';
import {
  draftKey,
  newDraft,
  readDraft,
  type DraftScope,
  type StoredDraft,
} from '../model/draftStore';
import type { ContestFormValues } from '../model/types';
import { useFormShell } from './formShell';
import { removeKey, storageOf, writeJson } from '../../storage/browserStorage';

const SAVE_DELAY_MS = 800;

// A full or refused storage keeps the draft for this page only (src/storage/browserStorage.ts).
export const clearDraft = (userId: string | number, scope: DraftScope) =>
  removeKey('local', draftKey(userId, scope));

const readOwnDraft = (userId: string | number, scope: DraftScope): StoredDraft | null =>
  readDraft(storageOf('local'), userId, new Date(), scope);

/**
 * The typed work of a new challenge, an edit or a clone is kept on this device for the signed-in
 * staff member alone, per form (model/draftStore.ts), for 14 days: written a moment after each
 * change, offered back after a reload or crash. Without a known user nothing is kept.
 */
export const useDraft = (
  userId: string | number | undefined,
  scope: DraftScope,
  enabled: boolean,
) => {
  const { watch, reset, getValues } = useFormContext<ContestFormValues>();
  const { opened, baselineRef, setConflict } = useFormShell();
  const active = enabled && userId !== undefined;
  // An edit's draft keeps the challenge it was based on: a restore puts back only the changes.
  const base = useMemo(
    () => (scope.mode === 'edit' ? draftOf(opened).values : undefined),
    [scope.mode, opened],
  );
  const key = userId === undefined ? '' : draftKey(userId, scope);
  const [found, setFound] = useState<StoredDraft | null>(() =>
    active ? readOwnDraft(userId, scope) : null,
  );

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Inputs that report their value on mount (the editor) are no typed work: only a change from
    // what the form started with is kept.
    const pristine = workOf(draftOf(getValues()));
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const kept = draftOf(getValues());
        if (workOf(kept) === pristine) return;
        writeJson('local', key, newDraft(kept.values, new Date(), kept.lostFiles, base));
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [active, key, watch, getValues, base]);

  return {
    found,
    restore: () => {
      if (found) {
        const merged = mergedDraft(found, opened, getValues());
        reset(merged.values, { keepDefaultValues: true });
        // Where a later save changed the same fields, the author sees both and chooses.
        if (merged.conflicts.length > 0 && baselineRef.current)
          setConflict({
            current: baselineRef.current,
            changed: merged.conflicts,
            draft: { mine: merged.values, theirs: opened },
          });
      }
      setFound(null);
    },
    discard: () => {
      if (key) removeKey('local', key);
      setFound(null);
    },
  };
};
