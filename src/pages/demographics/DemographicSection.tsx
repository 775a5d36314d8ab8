import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Suspense } from 'react';
import { retryableLazy } from '../../ui/moduleCache';
import { useTranslate } from 'react-admin';
import type { DemographicKind } from './calls';
import { RetryAlert } from '../../ui/RetryAlert';
import { DemographicTable } from './DemographicTable';
import { useDemographicRows } from './useDemographicRows';
import { callPath } from '../../contract/call';
import { demographicsCall } from './calls';

const DemographicChart = retryableLazy(
  () => import('./DemographicChart'),
  (module) => module.default,
);

/** Few values read best as a pie; ages and countries as bars. */
const VARIANT: Record<DemographicKind, 'bar' | 'pie'> = {
  gender: 'pie',
  ethnicity: 'pie',
  age: 'bar',
  countries: 'bar',
};

export const DemographicSection = ({ kind }: { kind: DemographicKind }) => {
  const translate = useTranslate();
  const { data: rows, error, isPending, refetch } = useDemographicRows(kind);
  const title = translate(`app.demographics.kinds.${kind}`);
  const headingId = `demographics-${kind}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {isPending && <CircularProgress size={24} aria-label={translate('app.loading')} />}
        {error && (
          <RetryAlert
            onRetry={() => refetch()}
            failure={{ call: `GET ${callPath(demographicsCall, { kind })}`, error }}
          >
            {translate(error.message || 'app.error.generic')}
          </RetryAlert>
        )}
        {rows && rows.length === 0 && (
          <Typography>{translate('app.demographics.empty')}</Typography>
        )}
        {rows && rows.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <DemographicTable rows={rows} caption={title} />
            <Box
              role="img"
              aria-label={translate('app.demographics.chart_of', { name: title })}
              sx={{ minHeight: 220 }}
            >
              <Suspense
                fallback={<CircularProgress size={24} aria-label={translate('app.loading')} />}
              >
                <DemographicChart rows={rows} variant={VARIANT[kind]} />
              </Suspense>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
