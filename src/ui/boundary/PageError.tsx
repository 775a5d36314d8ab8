import { Box } from '@mui/material';
import { useTranslate, type ErrorProps } from 'react-admin';
import { sectionError } from './errorText';
import { InPlaceError } from './InPlaceError';

/**
 * The layout's last resort in place of react-admin's "Something went wrong" page: the message
 * in place with Retry. react-admin gives this component no way to reset its boundary (only a
 * change of path does), so Retry loads the page again, which refetches everything on it.
 */
export const PageError = ({ error }: ErrorProps) => {
  const translate = useTranslate();
  const { key, values } = sectionError(error);
  return (
    <Box sx={{ py: 2 }}>
      <InPlaceError
        retryLabel={translate('app.error.retry')}
        onRetry={() => window.location.reload()}
      >
        {translate(key, { _: key, ...values })}
      </InPlaceError>
    </Box>
  );
};
