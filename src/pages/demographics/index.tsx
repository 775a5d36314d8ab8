import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { DEMOGRAPHIC_KINDS } from '../../contract';
import { DemographicSection } from './DemographicSection';
import { ExportPanel } from './ExportPanel';
import { LastUpdated } from './LastUpdated';
import { ModeToggle } from './ModeToggle';
import { useDemographicsMode } from './useDemographicsMode';

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
          <LastUpdated />
        </Box>
        <ModeToggle mode={mode} onChange={setMode} />
      </Box>
      {mode === 'admin' && <ExportPanel />}
      {DEMOGRAPHIC_KINDS.map((kind) => (
        <DemographicSection key={kind} kind={kind} />
      ))}
    </Stack>
  );
};

export default DemographicsPage;
