import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { SolutionFormObject } from '../contract/solver';
import { Attachments } from './Attachments';
import { Countdown } from './Countdown';
import { DeliverableInput } from './DeliverableInput';
import { focusFirstInvalid } from '../ui/public/focus';
import { FormActions } from './FormActions';
import { t } from './i18n';
import { OtherTabAlert } from './OtherTabAlert';
import { Section } from './Section';
import { SupplementalInput } from './SupplementalInput';
import { formatDuration, secondsUntil } from './time';
import { useLeaveWarning } from './useLeaveWarning';
import { useNow } from './useNow';
import { useSolutionDraft } from './useSolutionDraft';
import { useSolutionForm } from './useSolutionForm';
import { useUploads } from './useUploads';

/** The solution form: deliverables, supplementals, attachments, draft state and submit. */
export const SolutionForm = ({
  slug,
  form,
  focusOnMount = false,
}: {
  slug: string;
  form: SolutionFormObject;
  focusOnMount?: boolean;
}) => {
  const uploads = useUploads(slug, form);
  const solution = useSolutionForm(slug, form, uploads.keys);
  const draft = useSolutionDraft(solution, form);
  // Typed work not yet saved (or a save that failed) asks before the tab closes; not while
  // the solution itself is being sent (its success leaves the page).
  useLeaveWarning(
    !solution.submitting &&
      !solution.submitted &&
      ['dirty', 'saving', 'failed'].includes(draft.status),
  );
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (solution.invalidSubmits > 0) focusFirstInvalid(formRef.current);
  }, [solution.invalidSubmits]);
  const now = useNow(Boolean(form.submitBy));
  const timeUp = form.submitBy ? secondsUntil(form.submitBy, now) === 0 : false;
  const restrictions = form.firstTimeRestrictions;
  const attachmentsOpen = form.attachments.allowed && !restrictions?.noAttachments;

  // Sent, and no address to go to: done, with nothing to send again.
  if (solution.submitted)
    return (
      <Section title={t('app.solver.form.title')}>
        <Alert severity="success">{t('app.solver.solution.thanks')}</Alert>
      </Section>
    );

  return (
    <Section title={t('app.solver.form.title')} focusOnMount={focusOnMount}>
      <Stack
        ref={formRef}
        component="form"
        spacing={3}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void solution.submit();
        }}
      >
        {form.draft && <Alert severity="info">{t('app.solver.draft.restored')}</Alert>}
        {draft.changedElsewhere && (
          <OtherTabAlert onLoad={draft.loadNewer} onKeep={draft.keepMine} />
        )}
        {restrictions && (
          <Alert severity="warning">
            <AlertTitle>{t('app.solver.form.first_time_title')}</AlertTitle>
            {t('app.solver.form.first_time_body', { n: restrictions.minCharacters })}
          </Alert>
        )}
        {form.submitBy && (
          <Alert severity={timeUp ? 'error' : 'info'}>
            {!timeUp && (
              <Typography variant="body2">
                {t('app.solver.form.time_limit_note', {
                  time: formatDuration(form.timeLimitSeconds ?? 0),
                })}
              </Typography>
            )}
            <Countdown
              end={form.submitBy}
              runningKey="app.solver.form.time_left"
              endedKey="app.solver.form.time_up"
            />
          </Alert>
        )}
        {form.deliverables.length > 0 && (
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h3">
              {t('app.solver.form.deliverables')}
            </Typography>
            {form.deliverables.map((field) => (
              <DeliverableInput
                key={field.id}
                field={field}
                value={solution.answers.deliverables[String(field.id)] ?? ''}
                error={solution.errors[`deliverables.${field.id}`]}
                noPaste={Boolean(restrictions?.noPaste)}
                onChange={(value) => solution.setAnswer('deliverables', field.id, value)}
              />
            ))}
          </Stack>
        )}
        {form.supplementals.length > 0 && (
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h3">
              {t('app.solver.form.supplementals')}
            </Typography>
            {form.supplementals.map((field) => (
              <SupplementalInput
                key={field.id}
                field={field}
                value={solution.answers.supplementals[String(field.id)]}
                error={solution.errors[`supplementals.${field.id}`]}
                onChange={(value) => solution.setAnswer('supplementals', field.id, value)}
              />
            ))}
          </Stack>
        )}
        {attachmentsOpen && (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              {t('app.solver.files.title')}
            </Typography>
            <Attachments
              rules={form.attachments}
              items={uploads.items}
              rejected={uploads.rejected}
              onAdd={uploads.add}
              onRemove={(item) => void uploads.remove(item)}
            />
          </Stack>
        )}
        {solution.formError && (
          <Alert severity="error" role="alert">
            {solution.formError}
          </Alert>
        )}
        <FormActions
          draft={draft}
          submitting={solution.submitting}
          submitDisabled={solution.submitting || uploads.busy || timeUp}
        />
      </Stack>
    </Section>
  );
};
