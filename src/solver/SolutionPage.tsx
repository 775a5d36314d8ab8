import {
  Alert,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { solverApi } from './api';
import { reasonOf } from './errors';
import { t } from './i18n';
import { formatDateTime } from './time';
import { followLink } from './location';
import { Page } from '../ui/public/Page';
import { TextLink } from '../ui/public/TextLink';
import { storedFileName } from '../ui/text';
import { challengePath } from './routes';
import { Section } from './Section';
import { useLoad } from './useLoad';

const shown = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value);

/** /challenges/{slug}/solutions/{id}: the view address a submitted solution redirects to. */
export const SolutionPage = ({ slug, id }: { slug: string; id: string }) => {
  const { state } = useLoad(id, (signal) => solverApi.solution(id, signal));
  return (
    <Page>
      <Typography variant="h4" component="h1">
        {t('app.solver.solution.title')}
      </Typography>
      {state.status === 'loading' && <CircularProgress aria-label={t('app.loading')} />}
      {state.status === 'error' && <Alert severity="error">{reasonOf(state.error)}</Alert>}
      {state.status === 'done' && (
        <>
          <Alert severity="success">{t('app.solver.solution.thanks')}</Alert>
          {/* Both are ours: left out, the line is not shown. */}
          {state.data.contest_title && <Typography>{state.data.contest_title}</Typography>}
          {state.data.submittedAt && (
            <Typography variant="body2" color="text.secondary">
              {t('app.solver.solution.submitted_at', {
                date: formatDateTime(state.data.submittedAt),
              })}
            </Typography>
          )}
          <Section title={t('app.solver.form.deliverables')}>
            <Stack spacing={2}>
              {Object.entries(state.data.deliverables).map(([key, text]) => (
                <div key={key}>
                  <Typography variant="subtitle2" component="h3">
                    {state.data.titles?.[`deliverables.${key}`] ?? key}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
                </div>
              ))}
            </Stack>
          </Section>
          {state.data.files.length > 0 && (
            <Section title={t('app.solver.solution.files')}>
              <List dense>
                {state.data.files.map((file) => (
                  <ListItem key={file.key} disableGutters>
                    <ListItemText primary={storedFileName(file)} />
                  </ListItem>
                ))}
              </List>
            </Section>
          )}
          {Object.keys(state.data.supplementals).length > 0 && (
            <Section title={t('app.solver.form.supplementals')}>
              <List dense>
                {Object.entries(state.data.supplementals).map(([key, value]) => (
                  <ListItem key={key} disableGutters>
                    <ListItemText
                      primary={state.data.titles?.[`supplementals.${key}`] ?? key}
                      secondary={shown(value)}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
          )}
        </>
      )}
      <TextLink href={challengePath(slug)} onClick={followLink(challengePath(slug))}>
        {t('app.solver.solution.back')}
      </TextLink>
    </Page>
  );
};
