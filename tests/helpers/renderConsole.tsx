import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import { AdminConsole } from '../../src/app/console/AdminConsole';
import { createQueryClient } from '../../src/app/console/queryClient';
import { loadPaletteDialogs } from '../../src/app/console/paletteLoader';
import type { ServerContext } from '../../src/contract';
import { PaletteChunkProvider } from '../../src/layout/palette/paletteChunk';

/** Renders the whole console at an /admin path, against the mock backend, in a data router as the app does. */
export const renderConsole = (path = '/admin/', context: ServerContext = DEFAULT_CONTEXT) => {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: <AdminConsole context={context} queryClient={createQueryClient(context)} />,
      },
    ],
    {
      initialEntries: [path],
    },
  );
  return render(
    <PaletteChunkProvider value={loadPaletteDialogs}>
      <RouterProvider router={router} />
    </PaletteChunkProvider>,
  );
};
