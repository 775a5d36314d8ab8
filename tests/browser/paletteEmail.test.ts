import { describe, expect, it } from 'vitest';
import { choose, heading, openPalette, ready, solver } from './paletteHelpers';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

describe('the palette’s actions for an e-mail in Chromium', () => {
  const suite = useBrowserSuite();

  it('signs in as the typed user through the dashboard confirmation, by keyboard only', async () => {
    const { email } = solver();
    const page = await suite.open('/admin/students/cashouts');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type(email);
    await choose(page, /^Sign in as this user/);
    const dialog = page.getByRole('dialog', { name: 'Sign in as another user?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      `You will be signed in as ${email} and leave the admin console.`,
    );
    const confirm = dialog.getByRole('button', { name: `Sign in as ${email}` });
    for (
      let step = 0;
      step < 5 && !(await confirm.evaluate((b) => b === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab');
    const toRoot = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
    );
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Request processed successfully! Redirecting application...' })
      .waitFor();
    await toRoot;
    expect(
      suite.mock.journal.find('POST', '/accounts/admin_login_as').map((entry) => entry.body),
    ).toEqual([{ email }]);
    await page.waitForURL((url) => url.pathname === '/admin/');
    await heading(page, 'Dashboard').waitFor();
  });

  it('cancels the impersonation with Escape: nothing is sent, focus returns where it was', async () => {
    const page = await suite.open('/admin/');
    await ready(page);
    await page.getByRole('textbox', { name: 'User e-mail' }).focus();
    // Ctrl+K works from a text field too (single-key shortcuts do not).
    await openPalette(page);
    await page.keyboard.type('someone@example.com');
    await choose(page, /^Sign in as this user/);
    await page.getByRole('dialog', { name: 'Sign in as another user?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('email');
    expect(suite.mock.journal.find('POST', '/accounts/admin_login_as')).toEqual([]);
  });

  it('shows the server’s refusal in the confirmation beside the toast, and keeps it open', async () => {
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type('nobody@example.com');
    await choose(page, /^Sign in as this user/);
    const dialog = page.getByRole('dialog', { name: 'Sign in as another user?' });
    const confirm = dialog.getByRole('button', { name: 'Sign in as nobody@example.com' });
    await confirm.waitFor();
    for (
      let step = 0;
      step < 5 && !(await confirm.evaluate((b) => b === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'No user found with this e-mail' }).waitFor();
    // The toast shows too (behind the modal dialog, which hides the page from assistive
    // technology: the dialog's own alert is what they hear).
    await page
      .getByRole('alert', { includeHidden: true })
      .filter({ hasText: 'Something went wrong...' })
      .waitFor();
    expect(await confirm.isEnabled()).toBe(true);
    // Focus is back on the button, so the keys still reach the dialog.
    await expect.poll(() => confirm.evaluate((b) => b === document.activeElement)).toBe(true);
    await expectNoSeriousViolations(page);
    expect(
      suite.mock.journal.find('POST', '/accounts/admin_login_as').map((entry) => entry.body),
    ).toEqual([{ email: 'nobody@example.com' }]);
    expect(new URL(page.url()).pathname).toBe('/admin/');
    // Escape closes it; the next confirmation starts without the old refusal.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openPalette(page);
    await page.keyboard.type('nobody@example.com');
    await choose(page, /^Sign in as this user/);
    await dialog.waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
  });

  it('opens support tools for a solver and for a challenger with the e-mail filled in', async () => {
    const { email } = solver();
    const page = await suite.open('/admin/');
    await ready(page);
    for (const [action, title] of [
      ['Support tools for a solver', 'Support tools for a solver'],
      ['Support tools for a challenger', 'Support tools for a challenger'],
    ] as const) {
      await openPalette(page);
      await page.keyboard.type(email);
      await choose(page, new RegExp(`^${action}`));
      await heading(page, title).waitFor();
      await expect
        .poll(() => page.getByRole('textbox', { name: /E-mail/ }).inputValue())
        .toBe(email);
      expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    }
  });

  it('opens the cashout report with the e-mail applied as its search, in the URL', async () => {
    const { email } = solver();
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type(email);
    await choose(page, /^Cashout report filtered by this e-mail/);
    await heading(page, 'Cashout Report').waitFor();
    const filter = new URL(page.url()).searchParams.get('filter');
    expect(JSON.parse(filter ?? '{}')).toEqual({ q: email });
    await expect
      .poll(
        () =>
          suite.mock.journal.find('GET', '/admin/solvers/cashout_reports/users').at(-1)?.query
            .search,
      )
      .toBe(email);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(email);
    expect(await page.getByRole('button', { name: 'Clear' }).isDisabled()).toBe(false);
  });
});
