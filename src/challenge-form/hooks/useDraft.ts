import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { draftKey, newDraft, readDraft, type StoredDraft } from '../model/draftStore';
import type { ContestFormValues } from '../model/types';

const SAVE_DELAY_MS = 800;

/** Files cannot be kept in local storage: the draft holds everything else. */
const withoutFiles = (values: ContestFormValues): ContestFormValues => ({
  ...values,
  snapshot_pic: null,
  contest_layout_customization: values.contest_layout_customization && {
    ...values.contest_layout_customization,
    custom_banner_logo: null,
  },
});

const safely = (act: () => void) => {
  try {
    act();
  } catch {
    // storage unavailable, full or in privacy mode: the form works, only without a draft
  }
};

export const clearDraft = (userId: string | number) =>
  safely(() => localStorage.removeItem(draftKey(userId)));

const readOwnDraft = (userId: string | number): StoredDraft | null => {
  let draft: StoredDraft | null = null;
  safely(() => {
    draft = readDraft(localStorage, userId, new Date());
  });
  return draft;
};

/**
 * A new challenge's typed work is kept on this device for the signed-in staff member alone, for
 * 14 days (model/draftStore.ts): written a moment after each change, offered back after a
 * reload or crash. Without a known user nothing is kept.
 */
export const useDraft = (userId: string | number | undefined, enabled: boolean) => {
  const { watch, reset, getValues } = useFormContext<ContestFormValues>();
  const active = enabled && userId !== undefined;
  const [found, setFound] = useState<StoredDraft | null>(() =>
    active ? readOwnDraft(userId) : null,
  );

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Inputs that report their value on mount (the editor) are no typed work: only a change from
    // what the form started with is kept.
    const pristine = JSON.stringify(withoutFiles(getValues()));
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = withoutFiles(getValues());
        if (JSON.stringify(values) === pristine) return;
        safely(() =>
          localStorage.setItem(draftKey(userId), JSON.stringify(newDraft(values, new Date()))),
        );
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [active, userId, watch, getValues]);

  return {
    found,
    restore: () => {
      if (found) reset(found.values, { keepDefaultValues: true });
      setFound(null);
    },
    discard: () => {
      if (userId !== undefined) clearDraft(userId);
      setFound(null);
    },
  };
};
