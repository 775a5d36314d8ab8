import { useEffect, useState } from 'react';
import { useSubmitOnce } from '../ui/useSubmitOnce';
import { navigate } from '../ui/public/history';
import { sendChallengeRequest } from './api';
import { clearDraft, readDraft, removeComputerDraft, writeDraft } from './draft';
import { failureOf, type Failure } from './failure';
import type { FieldName } from './fields';
import {
  buildRequest,
  emptyValues,
  validateRequest,
  type RequestErrors,
  type RequestValues,
} from './request';
import { SUCCESS_PATH } from './routes';

/** The form-level messages that only point at the marked fields. */
const GENERIC = ['app.request.errors.invalid', 'app.request.errors.refused'];

/**
 * The request form's state: values (kept in this tab as a draft until sent), errors, and a
 * submit that sends one request however often it is clicked. A refusal or failure keeps
 * everything typed; success clears the draft and goes to the success page; Start over clears
 * the draft and the form.
 */
export const useRequestForm = () => {
  const [restored, setRestored] = useState(() => {
    removeComputerDraft();
    return readDraft() !== null;
  });
  const [values, setValues] = useState<RequestValues>(() => ({
    ...emptyValues(),
    ...readDraft(),
  }));
  const [errors, setErrors] = useState<RequestErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Counts refused submits, so the page can move focus to the first marked field. */
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const { run, busy } = useSubmitOnce();

  useEffect(() => writeDraft(values), [values]);

  const setValue = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!errors[name]) return;
    const { [name]: _fixed, ...rest } = errors;
    setErrors(rest);
    // "See the marked fields" goes with the last marked field; a message of its own stays.
    if (Object.keys(rest).length === 0 && failure && GENERIC.includes(failure.message))
      setFailure(null);
  };

  // A refused or failed send throws, so the guard lets the next click through; a sent one
  // holds it until the success page replaces the form.
  const submit = () =>
    run(
      async () => {
        const found = validateRequest(values);
        setErrors(found);
        if (Object.keys(found).length > 0) {
          setFailure({ kind: 'refused', message: 'app.request.errors.invalid', fields: found });
          setInvalidSubmits((count) => count + 1);
          throw new Error('invalid');
        }
        setFailure(null);
        try {
          await sendChallengeRequest(buildRequest(values));
        } catch (error) {
          const seen = failureOf(error);
          setFailure(seen);
          setErrors(seen.fields);
          if (Object.keys(seen.fields).length > 0) setInvalidSubmits((count) => count + 1);
          throw error;
        }
        clearDraft();
        navigate(SUCCESS_PATH);
      },
      { holdOnSuccess: true },
    ).catch(() => undefined);

  /** The restored draft dropped: an empty form, as a new visitor finds it. */
  const startOver = () => {
    clearDraft();
    setValues(emptyValues());
    setErrors({});
    setFailure(null);
    setRestored(false);
  };

  return {
    values,
    errors,
    failure,
    restored,
    startOver,
    invalidSubmits,
    sending: busy,
    setValue,
    submit,
  };
};
