import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import { renderConsole } from '../helpers/renderConsole';

const optionTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.querySelector('.main')?.textContent);

const openPalette = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(
    await screen.findByRole(
      'button',
      { name: /^Search screens, people and challenges/ },
      { timeout: 30_000 },
    ),
  );
  // The palette's code loads on first use: under jsdom the first import is slow.
  return screen.findByRole(
    'combobox',
    { name: 'Screen, e-mail, challenge slug or console URL' },
    { timeout: 30_000 },
  );
};

// A whole console under jsdom on a shared machine: mounting alone can take seconds.
describe('the command palette', { timeout: 45_000 }, () => {
  it('matches the mounted screens as one types, moving the active option with the arrows', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/');
    const box = await openPalette(user);
    expect(box).toHaveFocus();
    const screens = await screen.findByRole('group', { name: 'Screens' });
    expect(optionTexts(screens)).toContain('Problem Solver Demographics');
    await user.type(box, 'sup');
    await waitFor(() =>
      expect(
        optionTexts(screen.getByRole('group', { name: 'Screens' }))
          .slice(0, 2)
          .sort(),
      ).toEqual(['Support tools for a challenger', 'Support tools for a solver']),
    );
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`${options.length} result`);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/');
    const box = await openPalette(user);
    await user.type(box, 'qqqq');
    expect(await screen.findByText(/^Nothing matches\./, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('offers no support tools or report for an e-mail when the menu mounts none', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/', {
      ...DEFAULT_CONTEXT,
      menu: DEFAULT_CONTEXT.menu.filter((item) => item.path !== '/students'),
    });
    const box = await openPalette(user);
    await user.type(box, 'ava.top@stanford.edu');
    const group = await screen.findByRole('group', { name: 'For ava.top@stanford.edu' });
    expect(optionTexts(group)).toEqual(['Sign in as this user', 'Support tools for a challenger']);
  });
});

describe('support tools with ?email=', { timeout: 45_000 }, () => {
  it('fills the e-mail in', async () => {
    renderConsole('/admin/students/support_tools?email=ava.top%40stanford.edu');
    expect(await screen.findByRole('textbox', { name: /E-mail/ }, { timeout: 30_000 })).toHaveValue(
      'ava.top@stanford.edu',
    );
  });
});
