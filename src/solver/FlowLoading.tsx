import { CircularProgress, Stack, Typography } from '@mui/material';
import { t } from './i18n';

/** 'Loading the solution form…': while its code and then the form object arrive. */
export const FlowLoading = () => (
  <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
    <CircularProgress size={24} aria-hidden />
    <Typography>{t('app.solver.form.loading')}</Typography>
  </Stack>
);
