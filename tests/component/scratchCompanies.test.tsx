import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderConsole } from '../helpers/renderConsole';

it('the throwaway list works from the recipe alone', async () => {
  renderConsole('/admin/companies/list');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Companies' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Companies' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Industry']);
  expect((await within(table).findAllByRole('row')).length).toBeGreaterThan(2);
  expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
}, 45_000);
