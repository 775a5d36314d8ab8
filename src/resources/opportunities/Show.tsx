import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '../../api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DetailSectionCard } from './DetailSectionCard';
import { detailSections, type OpportunityRead } from './sections';
import { SupervisorBar } from './SupervisorBar';
import { RetryAlert } from '../../ui/RetryAlert';
import { transportOr } from '../../ui/errorMessage';
import { opportunityKeys } from './queryKeys';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { opportunitiesRoute } from './route';

const loadError = (error: unknown) => {
  if (isApiError(error) && error.status === 404) return 'app.opportunities.detail.not_found';
  return transportOr(error, 'app.opportunities.detail.load_failed');
};

/** The sections, computed inside their boundary: a record that cannot be read fails here alone. */
const DetailSections = ({ opportunity }: { opportunity: OpportunityRead }) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    {detailSections(opportunity).map((section) => (
      <SectionBoundary key={section.key}>
        <DetailSectionCard section={section} />
      </SectionBoundary>
    ))}
  </Box>
);

/** Challenge Request Details, at /sales/opportunity/{id} and /sales/opportunities/{id}. */
const OpportunityShow = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const id = useParams().id ?? '';
  const dp = useDataProvider<AppDataProvider<typeof opportunitiesRoute>>();
  const query = useQuery({
    // Not react-admin's getOne key: its list seeds that cache with list rows, not the full record.
    queryKey: opportunityKeys.detail(id),
    queryFn: async ({ signal }) => (await dp.getOne(opportunitiesRoute.name, { id, signal })).data,
  });
  const title = translate('app.opportunities.detail.title');
  return (
    <Stack spacing={2}>
      <Title title={title} />
      <Link
        component={RouterLink}
        to={`${basename}/sales/opportunities`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" />
        {translate('app.opportunities.detail.back')}
      </Link>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {query.isPending && <LinearProgress aria-label={translate('app.loading')} />}
      {query.error && (
        <RetryAlert
          onRetry={() => query.refetch()}
          failure={{ call: `GET /admin/sales/opportunity/${id}`, error: query.error }}
        >
          {translate(loadError(query.error))}
        </RetryAlert>
      )}
      {query.data && (
        <>
          <SectionBoundary>
            <SupervisorBar id={id} supervisor={query.data.supervisor} />
          </SectionBoundary>
          <SectionBoundary>
            <DetailSections opportunity={query.data} />
          </SectionBoundary>
        </>
      )}
    </Stack>
  );
};

export default OpportunityShow;
