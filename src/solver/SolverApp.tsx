import { CssBaseline, ThemeProvider } from '@mui/material';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ChallengePage } from './ChallengePage';
import { SolutionPage } from './SolutionPage';
import { solverTheme } from './theme';

/**
 * The solver-side flow under /challenges/{slug} (seed 001 §1, §4, §7): its own lazy chunk,
 * with nothing from react-admin or the console (CONTRACT §1).
 */
const SolverApp = () => {
  const { slug = '' } = useParams();
  return (
    <ThemeProvider theme={solverTheme}>
      <CssBaseline />
      <Routes>
        <Route index element={<ChallengePage key={slug} slug={slug} />} />
        <Route path="solutions/:id" element={<SolutionPage slug={slug} />} />
        <Route path="*" element={<Navigate to={`/challenges/${encodeURIComponent(slug)}`} replace />} />
      </Routes>
    </ThemeProvider>
  );
};

export default SolverApp;
