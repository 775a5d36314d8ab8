import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '../../api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DetailSectionCard } from './DetailSectionCard';
import { detailSections } from './sections';
import { SupervisorBar } from './SupervisorBar';
import { RetryAlert } from '../../ui/RetryAlert';

const loadError = (error: unknown) => {
  if (isApiError(error) && error.status === 404) return 'app.opportunities.detail.not_found';
  return isApiError(error) && error.kind !== 'http'
    ? error.message
    : 'app.opportunities.detail.load_failed';
};

/** Challenge Request Details, at /sales/opportunity/{id} and /sales/opportunities/{id}. */
const OpportunityShow = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const id = useParams().id ?? '';
  const dp = useDataProvider<AppDataProvider>();
  const query = useQuery({
    // Not react-admin's getOne key: its list seeds that cache with list rows, not the full record.
    queryKey: ['opportunities', 'detail', id],
    queryFn: async ({ signal }) => (await dp.getOne('opportunities', { id, signal })).data,
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
        <RetryAlert onRetry={() => query.refetch()}>{translate(loadError(query.error))}</RetryAlert>
      )}
      {query.data && (
        <>
          <SupervisorBar id={id} supervisor={query.data.supervisor} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            {detailSections(query.data).map((section) => (
              <DetailSectionCard key={section.key} section={section} />
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
};

export default OpportunityShow;
