import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../helpers/renderConsole';

describe('console shell', () => {
  it('sends an unknown path to the not-found page', async () => {
    renderConsole('/admin/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
