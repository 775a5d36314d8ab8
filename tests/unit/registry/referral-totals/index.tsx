import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate, type TranslateFunction } from 'react-admin';
import { callName } from '../../../../src/contract/call';
import type { AppDataProvider } from '../../../../src/providers/dataProvider';
import { formatText } from '../../../../src/ui/format';
import { RetryAlert } from '../../../../src/ui/RetryAlert';
import { referralTotalsCall } from './calls';
import { screens } from './route';

const [{ path, titleKey }] = screens;
const FIELDS = ['invited', 'joined'] as const;

/** How each field shows, by its type. */
const SHOW: Record<
  (typeof FIELDS)[number],
  (value: unknown, translate: TranslateFunction) => string
> = {
  invited: (value) => formatText(value),
  joined: (value) => formatText(value),
};

/**
 * Referral Totals (/students/referrals): the answer of GET /admin/solvers/referrals/totals,
 * field by field.
 */
const ReferralTotalsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => dataProvider.read(referralTotalsCall, { signal }),
  });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate(titleKey)} />
      <Typography variant="h5" component="h1">
        {translate(titleKey)}
      </Typography>
      {error ? (
        <RetryAlert
          onRetry={() => refetch()}
          failure={{ call: callName(referralTotalsCall), error }}
        >
          {translate('app.pages.referral-totals.load_failed')}
        </RetryAlert>
      ) : isPending ? (
        <Typography role="status">{translate('app.loading')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
        >
          {FIELDS.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(`app.pages.referral-totals.fields.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {SHOW[field](data[field], translate)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
};

export default ReferralTotalsPage;
