import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockControl, server } from '../../mocks/node';
import { computeStats } from '../../mocks/db/stats';
import { formatUsd } from '../../src/ui/format';
import { renderConsole } from '../helpers/renderConsole';

const chartRequests = () =>
  mockControl.journal
    .find('GET', '/admin/chart')
    .map((entry) => `${entry.query.type}:${entry.query.days_compute}`);

const definitionOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('dashboard', () => {
  it('shows the figures, total cashouts in whole dollars', async () => {
    renderConsole('/admin/');
    const expected = formatUsd(computeStats(new Date()).cashedOut, 0);
    await waitFor(() => expect(definitionOf('Total cashouts')).toHaveTextContent(expected));
    expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
  });

  it('asks each chart for 14 days, and again for the period chosen in it', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/');
    await waitFor(() => expect(chartRequests()).toHaveLength(3));
    expect(chartRequests().sort()).toEqual([
      'cumulative_creations:14',
      'daily_creations:14',
      'weekly_signups:14',
    ]);
    const daily = screen.getByRole('region', { name: 'Daily creations' });
    await user.selectOptions(within(daily).getByLabelText('Period'), 'This Year');
    // Seed 000 §9: "days since Jan 1 minus 1", never below 0.
    const daysSinceJan1 = Math.round(
      (new Date().setHours(12) - new Date(new Date().getFullYear(), 0, 1, 12).getTime()) /
        86_400_000,
    );
    const thisYear = Math.max(0, daysSinceJan1 - 1);
    await waitFor(() => expect(chartRequests()).toContain(`daily_creations:${thisYear}`));
    expect(chartRequests()).toHaveLength(4);
  });

  it('says so when a period has no data', async () => {
    server.use(
      http.get('*/api/v1/admin/chart', () =>
        HttpResponse.json({ data: { type: 'daily_creations', series: [] } }),
      ),
    );
    renderConsole('/admin/');
    const daily = await screen.findByRole('region', { name: 'Daily creations' });
    expect(await within(daily).findByText('No data for this period')).toBeInTheDocument();
    expect(within(daily).getByLabelText('Period')).toHaveDisplayValue('14 days');
  });

  it('keeps working when the stats and a chart fail, each shown with Retry and logged once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockControl.faults.add({ path: '/admin/stats', status: 500 });
    mockControl.faults.add({ path: '/admin/chart', status: 500, times: 1 });
    renderConsole('/admin/');
    expect(await screen.findByText('Failed to load the statistics')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Failed to load (Weekly signups|Cumulative creations|Daily creations)$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    expect(log).toHaveBeenCalledWith('Load failed: GET /admin/stats (500)', expect.anything());
    // Each failure is logged once its alert has been drawn (an effect), not with it.
    await waitFor(() =>
      expect(
        log.mock.calls.filter(([text]) => String(text).startsWith('Load failed')),
      ).toHaveLength(2),
    );
    expect(definitionOf('Total cashouts')).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Sign in as user' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('keeps the impersonation submit disabled while the e-mail is empty', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/');
    const submit = await screen.findByRole('button', { name: 'Sign in as user' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /User e-mail/ }), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /User e-mail/ }), 'a@b.example');
    expect(submit).toBeEnabled();
  });

  it('names the user before signing in, and cancelling sends nothing', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/');
    await user.type(
      await screen.findByRole('textbox', { name: /User e-mail/ }),
      'someone@corp.example',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in as user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as another user?' });
    expect(dialog).toHaveTextContent(
      'You will be signed in as someone@corp.example and leave the admin console.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockControl.journal.find('POST', '/accounts/admin_login_as')).toHaveLength(0);
  });

  it('puts the server error on the field and says Something went wrong...', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/');
    const input = await screen.findByRole('textbox', { name: /User e-mail/ });
    await user.type(input, 'ghost@nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Sign in as user' }));
    await user.click(
      await screen.findByRole('button', { name: 'Sign in as ghost@nowhere.example' }),
    );
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
    expect(screen.getByText('No user found with this e-mail')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('ghost@nowhere.example');
    expect(
      mockControl.journal.find('POST', '/accounts/admin_login_as').map((entry) => entry.body),
    ).toEqual([{ email: 'ghost@nowhere.example' }]);
  });
});
