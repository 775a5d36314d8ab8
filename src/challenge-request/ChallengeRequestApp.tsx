import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect } from 'react';
import { navigate, usePathname } from '../ui/public/history';
import { publicTheme } from '../ui/public/theme';
import { t } from './i18n';
import { RequestPage } from './RequestPage';
import { REQUEST_PATH, requestRoute } from './routes';
import { SuccessPage } from './SuccessPage';

/**
 * The public challenge request (CONTRACT §8): its own lazy chunk, with nothing from react-admin,
 * react-router or the console, like the solver area.
 */
const ChallengeRequestApp = () => {
  const route = requestRoute(usePathname());
  useEffect(() => {
    if (route === 'unknown') navigate(REQUEST_PATH, { replace: true });
    document.title = t(route === 'success' ? 'app.request.success.title' : 'app.request.title');
  }, [route]);
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      {route === 'success' ? <SuccessPage /> : <RequestPage />}
    </ThemeProvider>
  );
};

export default ChallengeRequestApp;
