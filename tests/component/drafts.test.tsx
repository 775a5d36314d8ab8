import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { renderConsole } from '../helpers/renderConsole';

const calls = () => mockControl.journal.find('GET', '/admin/contests');

describe('Challenge Drafts', () => {
  it('shows the drafts with their total, and a burst of typing sends one search on page 1', async () => {
    renderConsole('/admin/contests/drafts?page=2&perPage=5');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Challenge Drafts' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Challenge Drafts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(calls()[0].query).toEqual({ scope: 'drafts', page: '2', limit: '5' });
    expect(screen.getByText(/^6-10 of \d+$/)).toBeInTheDocument();
    const before = calls().length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'campus');
    await waitFor(() => expect(calls()).toHaveLength(before + 1), { timeout: 3000 });
    expect(calls().at(-1)?.query).toEqual({
      scope: 'drafts',
      page: '1',
      limit: '5',
      search: 'campus',
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls()).toHaveLength(before + 1);
  }, 45_000);

  it('links Edit and Clone to the challenge form in the console', async () => {
    renderConsole('/admin/contests/drafts');
    const table = await screen.findByRole(
      'table',
      { name: 'Challenge Drafts' },
      { timeout: 30_000 },
    );
    const [edit] = await within(table).findAllByRole('link', { name: /^Edit / });
    expect(edit.getAttribute('href')).toMatch(/^\/admin\/contests\/[a-z0-9-]+\/edit$/);
    const [clone] = within(table).getAllByRole('link', { name: /^Clone / });
    expect(clone.getAttribute('href')).toBe(edit.getAttribute('href')?.replace(/edit$/, 'clone'));
  }, 45_000);

  it("alerts 'No data to export' beside the export button when the list is empty", async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'nobody-matches-this' }));
    renderConsole(`/admin/contests/drafts?filter=${filter}`);
    const exportButton = await screen.findByRole(
      'button',
      { name: 'Export CSV' },
      { timeout: 30_000 },
    );
    await screen.findByText('No rows match this search.', undefined, { timeout: 5000 });
    await userEvent.click(exportButton);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No data to export');
    expect(exportButton.parentElement).toContainElement(alert);
  }, 45_000);
});
