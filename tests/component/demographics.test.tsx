import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../helpers/renderConsole';

// A whole console under jsdom on a shared machine: mounting alone can take seconds.
describe('demographics page', { timeout: 45_000 }, () => {
  it('shows Sales Data first with four tables and no export', async () => {
    renderConsole('/admin/students/demographics');
    expect(
      await screen.findByRole('button', { name: 'Sales Data' }, { timeout: 30_000 }),
    ).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Genders', 'Ages', 'Ethnicities', 'Countries']) {
      const table = await screen.findByRole('table', { name });
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    }
    expect(screen.queryByRole('link', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('offers the export once switched to Admin Data', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/students/demographics');
    await screen.findByRole('button', { name: 'Sales Data' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Admin Data' }));
    expect(await screen.findByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/api/v1/admin/solvers/demographics/export?with_submitted_solutions=false&with_money_won=false&with_linkedin=false',
    );
    await user.click(screen.getByRole('checkbox', { name: 'With submitted solutions' }));
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toContain(
      'with_submitted_solutions=true',
    );
  });

  it('opens on Admin Data when the URL says so', async () => {
    renderConsole('/admin/students/demographics?mode=admin');
    expect(
      await screen.findByRole('button', { name: 'Admin Data' }, { timeout: 30_000 }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Export' })).toBeInTheDocument();
  });
});
