import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PaletteChunkProvider } from '../../layout/palette/paletteChunk';
import ConsoleApp from './ConsoleApp';
import { loadPaletteDialogs } from './paletteLoader';

/**
 * The staff area: react-router owns /admin/*, and any other address outside the solver goes
 * there. A data router, so a form with unsaved changes can hold back an in-app navigation.
 */
const router = createBrowserRouter([
  { path: '/admin/*', element: <ConsoleApp /> },
  { path: '*', element: <Navigate to="/admin/" replace /> },
]);

const ConsoleRoot = () => (
  <PaletteChunkProvider value={loadPaletteDialogs}>
    <RouterProvider router={router} />
  </PaletteChunkProvider>
);

export default ConsoleRoot;
