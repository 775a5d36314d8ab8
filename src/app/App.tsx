import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

// Two areas, two chunks: a solver never downloads the console, nor staff the solver flow.
const ConsoleApp = lazy(() => import('./console/ConsoleApp'));
const SolverApp = lazy(() => import('../solver/SolverApp'));

export const App = () => (
  <BrowserRouter>
    <Suspense fallback={null}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
        <Route path="/challenges/:slug/*" element={<SolverApp />} />
        <Route path="*" element={<Navigate to="/admin/" replace />} />
      </Routes>
    </Suspense>
  </BrowserRouter>
);
