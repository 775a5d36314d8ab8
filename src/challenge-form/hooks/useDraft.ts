import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ContestFormValues } from '../model/types';

const KEY = 'challenge-form:draft:new';
const SAVE_DELAY_MS = 800;

export interface StoredDraft {
  savedAt: string;
  values: ContestFormValues;
}

/** Files cannot be kept in local storage: the draft holds everything else. */
const withoutFiles = (values: ContestFormValues): ContestFormValues => ({
  ...values,
  snapshot_pic: null,
  contest_layout_customization: values.contest_layout_customization && {
    ...values.contest_layout_customization,
    custom_banner_logo: null,
  },
});

export const readDraft = (): StoredDraft | null => {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as StoredDraft) : null;
  } catch {
    return null;
  }
};

export const clearDraft = () => {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
};

/**
 * A new challenge's typed work is kept on this device (seed 001 has none; issue 8 asks for it):
 * written a moment after each change, offered back after a reload or crash.
 */
export const useDraft = (enabled: boolean) => {
  const { watch, reset, getValues } = useFormContext<ContestFormValues>();
  const [found, setFound] = useState<StoredDraft | null>(() => (enabled ? readDraft() : null));

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Inputs that report their value on mount (the editor) are no typed work: only a change from
    // what the form started with is kept.
    const pristine = JSON.stringify(withoutFiles(getValues()));
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          const values = withoutFiles(getValues());
          if (JSON.stringify(values) === pristine) return;
          const draft: StoredDraft = { savedAt: new Date().toISOString(), values };
          localStorage.setItem(KEY, JSON.stringify(draft));
        } catch {
          // quota or privacy mode: the form still works, only without a draft
        }
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [enabled, watch, getValues]);

  return {
    found,
    restore: () => {
      if (found) reset(found.values, { keepDefaultValues: true });
      setFound(null);
    },
    discard: () => {
      clearDraft();
      setFound(null);
    },
  };
};
