import { useMemo, useRef, useState } from 'react';
import { isApiError } from '../api/errors';
import { safeRedirectPath } from '../api/redirect';
import type {
  SolutionAnswers,
  SolutionFormObject,
  SolutionRequest,
  SupplementalAnswer,
} from '../contract/solver';
import { solverApi } from './api';
import { formMessageOf } from './errors';
import { navigate } from './location';
import { t } from './i18n';
import { allOptions } from './options';
import { validateSolution, type FormErrors } from './validation';

/** The draft's answers, else empty ones; rankings start in the challenge's order. */
export const initialAnswers = (form: SolutionFormObject): SolutionAnswers => {
  const supplementals: Record<string, SupplementalAnswer> = {};
  for (const field of form.supplementals) {
    if (field.field_type === 'ranking') supplementals[String(field.id)] = allOptions(field);
  }
  return {
    deliverables: { ...form.draft?.deliverables },
    supplementals: { ...supplementals, ...form.draft?.supplementals },
  };
};

/** Answers, errors and submit of the solution form; a failed submit keeps every answer. */
export const useSolutionForm = (slug: string, form: SolutionFormObject, fileKeys: string[]) => {
  const [answers, setAnswers] = useState(() => initialAnswers(form));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  /** Counts submits refused for invalid answers, so the form can move focus to the first one. */
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const sending = useRef(false);
  const keyText = fileKeys.join('\n');
  const body = useMemo<SolutionRequest>(
    () => ({ contest_slug: slug, ...answers, file_keys: keyText ? keyText.split('\n') : [] }),
    [slug, answers, keyText],
  );

  const setAnswer = (
    group: keyof SolutionAnswers,
    id: number | undefined,
    value: SupplementalAnswer,
  ) => {
    const name = `${group}.${id}`;
    setAnswers((current) => ({ ...current, [group]: { ...current[group], [String(id)]: value } }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  /** Answers saved elsewhere (another tab) replace these; their errors go with them. */
  const replaceAnswers = (next: SolutionAnswers) => {
    setAnswers(next);
    setErrors({});
  };

  const submit = async () => {
    if (sending.current) return;
    const found = validateSolution(answers, form, form.firstTimeRestrictions);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('app.solver.form.invalid'));
      setInvalidSubmits((count) => count + 1);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      const result = await solverApi.submit(body);
      setSubmitted(true);
      // No address at all (both ours): the thanks shows in place of the form, for the
      // challenge page could not tell the solution was sent and would offer the form again.
      if (result.viewUrl == null && result.challengeUrl == null) return;
      // Same-origin addresses only. This challenge's own sub-pages open without a reload;
      // anything else (the challenge address itself included) loads afresh, so it shows the submission.
      const target =
        safeRedirectPath(result.viewUrl) ??
        safeRedirectPath(result.challengeUrl) ??
        `/challenges/${slug}`;
      if (target.startsWith(`/challenges/${slug}/`)) navigate(target);
      else window.location.assign(target);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      setErrors(fieldErrors);
      setFormError(formMessageOf(error));
      if (Object.keys(fieldErrors).length > 0) setInvalidSubmits((count) => count + 1);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return {
    answers,
    body,
    errors,
    formError,
    invalidSubmits,
    submitting,
    submitted,
    setAnswer,
    replaceAnswers,
    submit,
  };
};
