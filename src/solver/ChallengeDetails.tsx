import { Stack, Typography } from '@mui/material';
import type { ChallengeView } from '../contract/solver';
import { safeHref } from '../ui/html/safeHref';
import { TextLink } from '../ui/public/TextLink';
import { Countdown } from './Countdown';
import { t } from './i18n';
import { formatDateTime } from './time';
import { rewardLines } from './rewards';
import { SafeHtml } from './SafeHtml';
import { Section } from './Section';
import { Tag, TextList } from './TextList';
import { formatText, storedFileName } from '../ui/text';

const kilobytes = (size?: unknown) =>
  typeof size === 'number' && Number.isFinite(size) && size > 0
    ? ` (${Math.max(1, Math.round(size / 1024))} KB)`
    : '';

const listOf = <T,>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/** Title, description, prize, reward, deadline, deliverables, criteria and extra materials. */
export const ChallengeDetails = ({ view }: { view: ChallengeView }) => {
  const rewards = rewardLines(view);
  // A list the server sent as something else shows as an empty list, the title above it kept.
  const deliverables = listOf(view.deliverable_submission_fields);
  const criteria = listOf(view.criteria);
  const files = listOf(view.contestfiles);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {formatText(view.title)}
      </Typography>
      <SafeHtml html={view.description} />
      <Section title={t('app.solver.view.prize')}>
        {view.short_description && <SafeHtml html={view.short_description} />}
        {rewards.length > 0 && (
          <TextList
            label={t('app.solver.view.reward')}
            lines={rewards.map((line) => ({ key: line, primary: line }))}
          />
        )}
      </Section>
      <Section title={t('app.solver.view.deadline')}>
        {view.deadline ? (
          <Stack spacing={0.5}>
            <Typography>{formatDateTime(view.deadline)}</Typography>
            <Countdown
              end={view.deadline}
              runningKey="app.solver.view.closes_in"
              endedKey="app.solver.view.closed"
            />
          </Stack>
        ) : (
          <Typography>{t('app.solver.view.no_deadline')}</Typography>
        )}
      </Section>
      {deliverables.length > 0 && (
        <Section title={t('app.solver.view.deliverables')}>
          <TextList
            lines={deliverables.map((field) => ({
              key: String(field.id ?? field.title),
              primary: formatText(field.title),
              secondary: field.max_characters
                ? t('app.solver.view.max_characters', { n: field.max_characters })
                : null,
              extra: field.required && <Tag>{t('app.solver.view.required')}</Tag>,
            }))}
          />
        </Section>
      )}
      {criteria.length > 0 && (
        <Section title={t('app.solver.view.criteria')}>
          <TextList
            lines={criteria.map((criterion) => ({
              key: formatText(criterion.name),
              primary: formatText(criterion.name),
              secondary: t('app.solver.view.criterion_weight', { n: criterion.weight }),
            }))}
          />
        </Section>
      )}
      <Section title={t('app.solver.view.materials')}>
        {files.length === 0 ? (
          <Typography>{t('app.solver.view.no_materials')}</Typography>
        ) : (
          <TextList
            lines={files.map((file) => {
              const href = safeHref(file.url);
              const text = `${storedFileName(file)}${kilobytes(file.size)}`;
              return {
                key: file.key,
                // The server's address is a link only when it is same-site or http(s).
                primary: href ? (
                  <TextLink href={href} target="_blank" rel="noopener noreferrer">
                    {text}
                  </TextLink>
                ) : (
                  text
                ),
              };
            })}
          />
        )}
      </Section>
    </>
  );
};
