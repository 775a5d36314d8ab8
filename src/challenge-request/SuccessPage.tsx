import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, type MouseEvent } from 'react';
import { navigate } from '../ui/public/history';
import { isPlainLeftClick } from '../ui/plainClick';
import { Page } from '../ui/public/Page';
import { challengeRequest } from '../i18n/messages/challengeRequest';
import { t } from './i18n';
import { REQUEST_PATH } from './routes';

/** /challenge_request/success: thanks, and what happens next. */
export const SuccessPage = () => {
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the form, a screen reader hears the thanks rather than nothing.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Page>
      <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ outline: 0 }}>
        {t('app.request.success.title')}
      </Typography>
      <Typography>{t('app.request.success.body')}</Typography>
      <Typography variant="h6" component="h2">
        {t('app.request.success.next_title')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {challengeRequest.success.next.map((_step, index) => (
          <Typography key={index} component="li">
            {t(`app.request.success.next.${index}`)}
          </Typography>
        ))}
      </Box>
      <Button
        variant="outlined"
        href={REQUEST_PATH}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          navigate(REQUEST_PATH);
        }}
        sx={{ justifySelf: 'start' }}
      >
        {t('app.request.success.another')}
      </Button>
    </Page>
  );
};
