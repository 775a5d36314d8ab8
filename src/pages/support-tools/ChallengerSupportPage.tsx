import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { SupportToolForm } from './SupportToolForm';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';

/** Support tools for a challenger (/companies/support_tools). */
const ChallengerSupportPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('app.menu.challenger_support')} />
      <Typography variant="h5" component="h1">
        {translate('app.menu.challenger_support')}
      </Typography>
      <SectionBoundary>
        <SupportToolForm target="challenger" />
      </SectionBoundary>
    </Stack>
  );
};

export default ChallengerSupportPage;
