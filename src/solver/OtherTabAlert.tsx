import { Alert, Button, Stack } from '@mui/material';
import { t } from './i18n';

/** Another tab saved newer answers: load them, or keep this tab's and save them over. */
export const OtherTabAlert = ({ onLoad, onKeep }: { onLoad: () => void; onKeep: () => void }) => (
  <Alert severity="warning" role="alert">
    {t('app.solver.draft.changed_elsewhere')} {t('app.solver.draft.changed_elsewhere_paused')}
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
      <Button variant="outlined" color="inherit" size="small" onClick={onLoad}>
        {t('app.solver.draft.load_newer')}
      </Button>
      <Button color="inherit" size="small" onClick={onKeep}>
        {t('app.solver.draft.keep_mine')}
      </Button>
    </Stack>
  </Alert>
);
