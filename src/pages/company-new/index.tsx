import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { CompanyFormType } from './calls';
import { CompanyForm } from './CompanyForm';
import { CompanyTypeSwitch } from './CompanyTypeSwitch';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';

/** New company or team (/companies/new): team by default, and back to team after a company is created. */
const CompanyNewPage = () => {
  const translate = useTranslate();
  const [type, setType] = useState<CompanyFormType>('team');
  // A new key gives a fresh, empty form after each creation.
  const [version, setVersion] = useState(0);
  const onCreated = () => {
    setType('team');
    setVersion((current) => current + 1);
  };
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('app.menu.company_new')} />
      <Typography variant="h5" component="h1">
        {translate('app.menu.company_new')}
      </Typography>
      <Card>
        <CardContent>
          <CompanyTypeSwitch value={type} onChange={setType} />
          <SectionBoundary>
            <CompanyForm key={version} type={type} onCreated={onCreated} />
          </SectionBoundary>
        </CardContent>
      </Card>
    </Stack>
  );
};

export default CompanyNewPage;
