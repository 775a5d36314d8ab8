import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import { AdminConsole } from '../../src/app/console/AdminConsole';
import type { ServerContext } from '../../src/contract';

/** Renders the whole console at an /admin path, against the mock backend. */
export const renderConsole = (path = '/admin/', context: ServerContext = DEFAULT_CONTEXT) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminConsole context={context} />} />
      </Routes>
    </MemoryRouter>,
  );
