import { Box, Button, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A full-page message with a way home: the not-found and access-denied pages. */
export const StatusPage = ({ titleKey, bodyKey }: { titleKey: string; bodyKey: string }) => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="section" sx={{ py: 8, textAlign: 'center' }}>
      <Title title={translate(titleKey)} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(titleKey)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate(bodyKey)}</Typography>
      <Button component={Link} to={`${basename}/`} variant="contained">
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
};

export const NotFoundPage = () => (
  <StatusPage titleKey="app.not_found.title" bodyKey="app.not_found.body" />
);
export const AccessDeniedPage = () => (
  <StatusPage titleKey="app.session.denied_title" bodyKey="app.session.denied_body" />
);
