import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { DEMOGRAPHIC_KINDS } from './calls';
import { DemographicSection } from './DemographicSection';
import { ExportPanel } from './ExportPanel';
import { LastUpdated } from './LastUpdated';
import { ModeToggle } from './ModeToggle';
import { useDemographicsMode } from './useDemographicsMode';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';

/** Problem Solver Demographics (/students/demographics). */
const DemographicsPage = () => {
  const translate = useTranslate();
  const [mode, setMode] = useDemographicsMode();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('app.menu.demographics')} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate('app.menu.demographics')}
          </Typography>
          <SectionBoundary>
            <LastUpdated />
          </SectionBoundary>
        </Box>
        <ModeToggle mode={mode} onChange={setMode} />
      </Box>
      {mode === 'admin' && (
        <SectionBoundary>
          <ExportPanel />
        </SectionBoundary>
      )}
      {DEMOGRAPHIC_KINDS.map((kind) => (
        <SectionBoundary key={kind}>
          <DemographicSection kind={kind} />
        </SectionBoundary>
      ))}
    </Stack>
  );
};

export default DemographicsPage;
