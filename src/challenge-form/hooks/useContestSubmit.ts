import { useEffect, useRef } from 'react';
import { useBasename, useDataProvider, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError, safeRedirectPath, useServerSettings } from '../../api';
import { useConsoleScreens } from '../../layout/ConsoleScreensContext';
import type { AppDataProvider } from '../../providers/dataProvider';
import { getContest, saveContest } from '../contestCalls';
import { useSubmitOnce } from '../../ui/useSubmitOnce';
import { changedFields, lockVersionOf } from '../model/conflict';
import { LIMITS } from '../model/defaults';
import { removedMaterials } from '../model/files';
import { withSaveIdentity } from '../model/identity';
import { reversedLocationRows, type ReversedRow } from '../model/reversedRows';
import { serializeContest, toFormData } from '../model/serialize';
import type { ContestFormValues } from '../model/types';
import { useFormShell } from './formShell';

/** The save stopped before sending: the stored challenge changed since it was read. */
class ConflictFound extends Error {}

/** Seed 001 §8: toasts close after 4 s, the redirect follows at about 4.1 s. */
const TOAST_MS = 4000;

/**
 * Submit (seed 001 §4, §8): client-invalid → 'Form is not valid.'; success → toast, then the
 * server's redirect; 500 → 'Something went wrong...'; other failures → "Validation didn't
 * pass" with the errors on the form. One request at a time; nothing typed is lost.
 */
export const useContestSubmit = (
  onSaved: () => void,
  /** Asked before location exclusions are saved as inclusions; false sends nothing. */
  confirmReversal: (rows: ReversedRow[]) => Promise<boolean>,
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { links } = useConsoleScreens();
  const { handleSubmit, setError, getValues } = useFormContext<ContestFormValues>();
  const { mode, setServerError, baselineRef, setConflict, flushPending } = useFormShell();
  const { run, busy } = useSubmitOnce();
  const settings = useServerSettings();
  // The URL holds the slug; the record's own `slug` is ours, so a server may leave it out.
  const { slug = '' } = useParams();
  // The redirect after a save belongs to this form: an author who has gone elsewhere stays there.
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirect.current);
    };
  }, []);

  const go = (target: unknown) => {
    const safe = safeRedirectPath(target);
    // Another site is never followed: say where it wanted to go, and why not.
    if (!safe && typeof target === 'string' && target.trim() !== '')
      notify('app.challengeForm.redirect_refused', {
        type: 'info',
        messageArgs: { target: target.trim() },
      });
    const path = safe ?? `${basename}${links.challengeFormReturn}`;
    if (path === basename || path.startsWith(`${basename}/`)) navigate(path);
    else window.location.assign(path);
  };

  /** The challenge as stored now, and what changed in it since this form read it. */
  const changesSinceLoad = async (values: ContestFormValues) => {
    const current = await getContest(slug || String(values.slug ?? ''));
    return {
      current,
      changed: baselineRef.current ? changedFields(baselineRef.current, current) : [],
    };
  };

  /** The edited challenge's removed materials, now that the save without them succeeded. */
  const deleteRemovedFiles = (keys: readonly string[]) =>
    Promise.all(
      keys.map((key) =>
        dataProvider
          .notifyDeleted(settings.contestFileDeletedCallback, 'contestfile', key)
          // The challenge no longer lists it: a file left in storage harms nothing.
          .catch(() => undefined),
      ),
    );

  const send = async (values: ContestFormValues, overwrite: boolean) => {
    setServerError(null);
    setConflict(null);
    // A record without a version: read it again, and say so before overwriting someone's save
    // (unless the author has just chosen to save over it).
    if (
      !overwrite &&
      mode === 'edit' &&
      lockVersionOf(values) === undefined &&
      baselineRef.current
    ) {
      const found = await changesSinceLoad(values);
      if (found.changed.length > 0) {
        setConflict(found);
        throw new ConflictFound();
      }
    }
    const result = await saveContest(
      toFormData(serializeContest(withSaveIdentity(values, mode, slug))),
    );
    await deleteRemovedFiles(removedMaterials(values.contestfiles));
    notify('app.challengeForm.success', { type: 'success', autoHideDuration: TOAST_MS });
    onSaved();
    if (!mounted.current) return;
    // The form stays on screen while the next screen's code loads: an author who has chosen
    // another screen by then (the address has changed) is not taken back by the redirect.
    const savedAt = `${window.location.pathname}${window.location.search}`;
    redirect.current = setTimeout(() => {
      if (`${window.location.pathname}${window.location.search}` === savedAt)
        go(result.redirect_to);
    }, LIMITS.redirectDelayMs);
  };

  const save = async (values: ContestFormValues, overwrite: boolean) => {
    try {
      // Stays busy after success: the form is done, a second click must not create a second challenge.
      await run(() => send(values, overwrite), { holdOnSuccess: true });
    } catch (error) {
      if (error instanceof ConflictFound) return;
      // Someone else saved first (CONTRACT §5): what they changed, and the author chooses.
      if (isApiError(error) && error.status === 409 && mode === 'edit') {
        const found = await changesSinceLoad(values).catch(() => null);
        setConflict(found ?? { current: baselineRef.current!, changed: [] });
        return;
      }
      if (!isApiError(error))
        return notify('app.error.generic', { type: 'error', autoHideDuration: TOAST_MS });
      // Time-outs, dead networks, unreadable answers and a lost session say what happened.
      if (error.kind !== 'http' || error.status === 401 || error.status === 403) {
        return notify(error.message, { type: 'error', autoHideDuration: TOAST_MS });
      }
      if (error.status >= 500)
        return notify('app.error.generic', { type: 'error', autoHideDuration: TOAST_MS });
      notify('app.challengeForm.server_invalid', { type: 'error', autoHideDuration: TOAST_MS });
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        setError(path as never, { type: 'server', message });
      }
      setServerError(error.formError ?? null);
    }
  };

  const onInvalid = () =>
    notify('app.challengeForm.invalid', { type: 'error', autoHideDuration: TOAST_MS });

  // handleSubmit hands over the values without its disabled inputs (react-hook-form), which would
  // wipe a launched challenge's locked rubric: a locked field keeps and sends what it holds.
  // A value still in an input's debounce (the colour, 500 ms) is handed over first.
  // `overwrite`: the author chose to save over a save made since the form read the challenge.
  const submit = ({ overwrite = false }: { overwrite?: boolean } = {}) => {
    flushPending();
    return handleSubmit(async () => {
      const values = getValues();
      const reversed = reversedLocationRows(values);
      if (reversed.length > 0 && !(await confirmReversal(reversed))) return;
      await save(values, overwrite);
    }, onInvalid)();
  };
  return { submit, busy };
};
