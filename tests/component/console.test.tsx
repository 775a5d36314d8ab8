import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../helpers/renderConsole';

// A whole console under jsdom on a shared machine: mounting alone can take seconds.
describe('console shell', { timeout: 45_000 }, () => {
  it('sends an unknown path to the not-found page', async () => {
    renderConsole('/admin/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });
});
