import { Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { transportOr } from '../errorMessage';
import { RetryAlert } from '../RetryAlert';

const errorMessage = (error: unknown): string =>
  transportOr(error, 'app.contestLists.kit.load_failed');

/**
 * Loading, error and empty states around the rows. A reload keeps the rows on screen with a
 * thin progress bar instead of blanking them.
 */
export const ListStatus = ({
  children,
  pending = false,
}: {
  children: ReactNode;
  /** Shown as loading whatever the data: what the rows need besides it is on its way. */
  pending?: boolean;
}) => {
  const translate = useTranslate();
  const { data, error, isPending, isFetching, refetch, filterValues } = useListContext();
  // A failed load shows no rows of an earlier page beside it.
  if (error && !isFetching) {
    return (
      <RetryAlert onRetry={() => refetch()} error={error}>
        {translate(errorMessage(error))}
      </RetryAlert>
    );
  }
  if (isPending || error || pending) {
    return (
      <Box role="status" sx={{ py: 3 }}>
        <LinearProgress aria-label={translate('app.loading')} />
      </Box>
    );
  }
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  return (
    <Box sx={{ position: 'relative' }} aria-busy={isFetching}>
      {/* Drawn only while fetching: a hidden bar's endless animation would lay the page out
          again at every frame. Placed over the rows, it shifts nothing when it comes and goes. */}
      {isFetching && (
        <LinearProgress
          aria-label={translate('app.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      {data && data.length > 0 ? (
        children
      ) : (
        <Typography sx={{ py: 4, textAlign: 'center' }} role="status">
          {translate(searching ? 'app.contestLists.kit.no_match' : 'app.contestLists.kit.empty')}
        </Typography>
      )}
    </Box>
  );
};
