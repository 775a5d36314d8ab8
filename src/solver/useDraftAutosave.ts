import { useCallback, useEffect, useRef, useState } from 'react';
import type { SolutionRequest } from '../contract/solver';
import { solverApi } from './api';

export type DraftStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';

/** How long typing must pause before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/** Waits before each retry of a failed save: doubling, then every 30 s until one succeeds. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 16000, 30000];
export const retryDelay = (failures: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1];

/** The next retry of a failed save: when, and how long it waits in all. */
export interface DraftRetry {
  at: number;
  delayMs: number;
}

/** Whole seconds left until the retry, 1 to its whole wait (a clock read before it counts as all). */
export const retrySecondsLeft = (retry: DraftRetry, now: number) =>
  Math.min(Math.max(Math.ceil((retry.at - now) / 1000), 1), Math.ceil(retry.delayMs / 1000));

interface AutosaveOptions {
  /** Answers still change and show as unsaved, but nothing is sent (another tab saved newer ones). */
  paused?: boolean;
  onSaved?: (body: SolutionRequest, savedAt: string) => void;
}

/**
 * Saves the draft a moment after the answers stop changing, and on demand. One save at a
 * time: changes made during a save are saved right after it. A failed save is tried again
 * with back-off, so a dropped connection does not wait for the next keystroke.
 */
export const useDraftAutosave = (
  body: SolutionRequest,
  enabled: boolean,
  initialSavedAt: string | null,
  { paused = false, onSaved }: AutosaveOptions = {},
) => {
  const [status, setStatus] = useState<DraftStatus>(initialSavedAt ? 'saved' : 'idle');
  const [savedAt, setSavedAt] = useState(initialSavedAt);
  const [retry, setRetry] = useState<DraftRetry | null>(null);
  /** Consecutive failed saves; the next retry waits retryDelay(failures). */
  const failures = useRef(0);
  const latest = useRef(body);
  const serialised = JSON.stringify(body);
  const lastSaved = useRef(serialised);
  const inFlight = useRef(false);
  const announce = useRef(onSaved);
  useEffect(() => {
    announce.current = onSaved;
  }, [onSaved]);

  const save = useCallback(async () => {
    if (inFlight.current) return;
    const sent = latest.current;
    const text = JSON.stringify(sent);
    inFlight.current = true;
    setStatus('saving');
    try {
      const saved = await solverApi.saveDraft(sent);
      const at = saved.savedAt ?? new Date().toISOString();
      lastSaved.current = text;
      failures.current = 0;
      setSavedAt(at);
      setRetry(null);
      setStatus(JSON.stringify(latest.current) === text ? 'saved' : 'dirty');
      announce.current?.(sent, at);
    } catch {
      failures.current += 1;
      const delayMs = retryDelay(failures.current);
      setRetry({ at: Date.now() + delayMs, delayMs });
      setStatus('failed');
    } finally {
      inFlight.current = false;
    }
  }, []);

  // A 'Save draft' click may have saved these answers already.
  const saveIfChanged = useCallback(() => {
    if (JSON.stringify(latest.current) !== lastSaved.current) void save();
  }, [save]);

  /** Takes answers saved elsewhere as this tab's saved state (they are not sent again). */
  const adopt = useCallback((saved: SolutionRequest, at: string | null) => {
    lastSaved.current = JSON.stringify(saved);
    latest.current = saved;
    failures.current = 0;
    setRetry(null);
    if (at) setSavedAt(at);
    setStatus('saved');
  }, []);

  useEffect(() => {
    latest.current = body;
    if (!enabled || serialised === lastSaved.current) return undefined;
    setStatus((current) => (current === 'saving' ? current : 'dirty'));
    if (paused) return undefined;
    const timer = setTimeout(saveIfChanged, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `serialised` stands for `body`: a new object with the same answers is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialised, enabled, paused, saveIfChanged]);

  // A save that ended while more was typed: the timer above was cleared by then, so go again.
  useEffect(() => {
    if (
      enabled &&
      !paused &&
      status === 'dirty' &&
      !inFlight.current &&
      serialised !== lastSaved.current
    ) {
      const timer = setTimeout(saveIfChanged, AUTOSAVE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [status, enabled, paused, serialised, saveIfChanged]);

  // A failed save: try again after the back-off, typing or not.
  useEffect(() => {
    if (!enabled || paused || status !== 'failed' || !retry) return undefined;
    const timer = setTimeout(() => void save(), Math.max(0, retry.at - Date.now()));
    return () => clearTimeout(timer);
  }, [status, enabled, paused, retry, save]);

  return {
    status,
    savedAt,
    /** The next retry of a failed save, while one is waiting. */
    retry: status === 'failed' && !paused ? retry : null,
    saveNow: save,
    adopt,
  };
};
