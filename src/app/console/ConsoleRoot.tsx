import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PaletteChunkProvider } from '../../layout/palette/paletteChunk';
import ConsoleApp from './ConsoleApp';
import { loadPaletteDialogs } from './paletteLoader';
import { sendMoveRequests } from './moveRequests';

/**
 * The staff area: react-router owns /admin/*, and any other address outside the solver goes
 * there. A data router, so a form with unsaved changes can hold back an in-app navigation.
 */
const router = createBrowserRouter([
  { path: '/admin/*', element: <ConsoleApp /> },
  { path: '*', element: <Navigate to="/admin/" replace /> },
]);

// The router tells its subscribers of a new location before React renders it.
let shown = router.state.location;
router.subscribe(({ location }) => {
  if (location.pathname === shown.pathname && location.search === shown.search) return;
  shown = location;
  sendMoveRequests(location);
});

const ConsoleRoot = () => (
  <PaletteChunkProvider value={loadPaletteDialogs}>
    <RouterProvider router={router} />
  </PaletteChunkProvider>
);

export default ConsoleRoot;
