import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../mocks/db/people';
import { expectNamedRadioGroups } from './groupNames';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const firstOf = (role: 'challenger' | 'solver') =>
  users()
    .all()
    .find((user) => user.role === role && user.active)!;

const chooseAction = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: /^Action/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
};

const chooseTeam = async (page: Page) => {
  // A failed submit may have focused (and opened) it already: ArrowDown opens it either way.
  await page.getByRole('combobox', { name: /Company team/ }).focus();
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option').first();
  const label = await option.textContent();
  await option.click();
  return label ?? '';
};

const run = (page: Page) => page.getByRole('button', { name: 'Run action' }).click();
const result = (page: Page) =>
  page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ hasText: /^(Result|Failed)/ });

describe('Support tools for a challenger in Chromium', () => {
  const suite = useBrowserSuite();
  const posts = () => suite.mock.journal.find('POST', '/admin/support_tools/challenger');

  it('requires e-mail and action, and shows Company team only for force_challenger', async () => {
    const page = await suite.open('/admin/companies/support_tools');
    await page.getByRole('heading', { level: 1, name: 'Support tools for a challenger' }).waitFor();
    await run(page);
    await page.getByText('This field is required').nth(1).waitFor();
    expect(await page.getByText('This field is required').count()).toBe(2);
    expect(await page.getByRole('combobox', { name: /Company team/ }).count()).toBe(0);

    await chooseAction(page, 'Force challenger');
    await page.getByRole('combobox', { name: /Company team/ }).waitFor();
    await page.getByRole('textbox', { name: /E-mail/ }).fill(firstOf('challenger').email);
    await run(page);
    await page.getByText('This field is required').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoSeriousViolations(page);

    await chooseAction(page, 'Account info');
    await page.getByRole('combobox', { name: /Company team/ }).waitFor({ state: 'detached' });
    expect(posts()).toHaveLength(0);
  });

  it('shows account info as readable text and sends only e-mail and action', async () => {
    const user = firstOf('challenger');
    const page = await suite.open('/admin/companies/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(` ${user.email} `);
    await chooseAction(page, 'Account info');
    await run(page);
    await result(page).getByText(`Name: ${user.name}`).waitFor();
    expect(posts().map((entry) => entry.body)).toEqual([
      { email: user.email, action_type: 'account_info' },
    ]);
    await expectNoSeriousViolations(page);
  });

  it('asks before deactivating, naming the e-mail and the action, and really deactivates', async () => {
    const user = firstOf('challenger');
    const page = await suite.open('/admin/companies/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(user.email);
    await chooseAction(page, 'Deactivate account');
    await run(page);
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(`Run "Deactivate account" on the account ${user.email}?`, { exact: false })
      .waitFor();
    // What it does and how to reverse it, not "cannot be undone".
    expect(await dialog.innerText()).toContain('("Reactivate account" undoes this)');
    expect(await dialog.innerText()).not.toContain('cannot be undone');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(posts()).toHaveLength(0);

    await run(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await result(page).getByText(`The account of ${user.email} has been deactivated.`).waitFor();
    expect(users().get(user.id)?.active).toBe(false);

    await chooseAction(page, 'Activation status');
    await run(page);
    await result(page).getByText(`The account of ${user.email} is deactivated.`).waitFor();
  });

  it('forces a challenger into a team after confirmation', async () => {
    const user = firstOf('solver');
    const page = await suite.open('/admin/companies/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(user.email);
    await chooseAction(page, 'Force challenger');
    const team = await chooseTeam(page);
    await run(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await result(page).getByText(`${user.email} is now a challenger of ${team}.`).waitFor();
    const [request] = posts();
    expect(request.body).toEqual({
      email: user.email,
      action_type: 'force_challenger',
      company_team_id: expect.any(Number),
    });
  });

  it('gives a URL with a copy button', async () => {
    const user = firstOf('challenger');
    const page = await suite.open('/admin/companies/support_tools');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('textbox', { name: /E-mail/ }).fill(user.email);
    await chooseAction(page, 'Password reset URL');
    await run(page);
    const address = result(page).getByText(/reset_password_token=/);
    await address.waitFor();
    await result(page).getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await address.textContent(),
    );
  });

  it('says whose result it is, and clears it when the e-mail or the action changes', async () => {
    const [first, second] = users()
      .all()
      .filter((user) => user.role === 'challenger' && user.active);
    const page = await suite.open('/admin/companies/support_tools');
    const email = page.getByRole('textbox', { name: /E-mail/ });
    await email.fill(first.email);
    await chooseAction(page, 'Password reset URL');
    await run(page);
    await result(page)
      .getByText(/reset_password_token=/)
      .waitFor();
    expect(await result(page).innerText()).toContain(`Password reset URL for ${first.email}`);
    await email.fill(second.email);
    await expect.poll(() => result(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    // Back to the first e-mail: the old result does not come back either.
    await email.fill(first.email);
    expect(await result(page).count()).toBe(0);
    await run(page);
    await result(page)
      .getByText(/reset_password_token=/)
      .waitFor();
    await chooseAction(page, 'Activation status');
    await expect.poll(() => result(page).count()).toBe(0);
  });

  it('puts the server errors on the fields and joins them with commas', async () => {
    const page = await suite.open('/admin/companies/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill('nobody@nowhere.example');
    await chooseAction(page, 'Verify account');
    await run(page);
    await page.getByText('Something went wrong...').waitFor();
    await result(page).getByText('No user with this e-mail').waitFor();
    expect(await page.getByRole('textbox', { name: /E-mail/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    suite.fault({
      path: '/admin/support_tools/challenger',
      status: 422,
      body: { data: { errors: { email: ['is locked', 'is odd'], action_type: 'is not allowed' } } },
      times: 1,
    });
    await run(page);
    await result(page).getByText('is locked, is odd, is not allowed').waitFor();
    expect(await page.getByRole('textbox', { name: /E-mail/ }).inputValue()).toBe(
      'nobody@nowhere.example',
    );
  });
});

describe('Support tools for a solver in Chromium', () => {
  const suite = useBrowserSuite();
  const posts = () => suite.mock.journal.find('POST', '/admin/support_tools/solver');

  it('lists every solver action with a readable label', async () => {
    const page = await suite.open('/admin/students/support_tools');
    await page.getByRole('combobox', { name: /^Action/ }).click();
    const labels = await page.getByRole('option').allTextContents();
    expect(labels.filter((label) => label.trim() !== '')).toHaveLength(19);
    expect(labels.some((label) => label.includes('_'))).toBe(false);
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page);
  });

  it('force_challenger needs a team, a role and send_email (default No), sent as a boolean', async () => {
    const user = firstOf('solver');
    const page = await suite.open('/admin/students/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(user.email);
    await chooseAction(page, 'Force challenger');
    const sendEmail = page.getByRole('radiogroup', { name: 'Send e-mail' });
    expect(await sendEmail.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await expectNamedRadioGroups(page);
    await run(page);
    await page.getByText('This field is required').nth(1).waitFor();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await expectNoSeriousViolations(page);

    await chooseTeam(page);
    await page.getByRole('combobox', { name: /Challenger role/ }).click();
    await page.getByRole('option', { name: 'Reviewer' }).click();
    await run(page);
    await page
      .getByRole('dialog')
      .getByText(`Run "Force challenger" on the account ${user.email}?`, { exact: false })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await result(page)
      .getByText(/is now a challenger of/)
      .waitFor();
    expect(posts()[0].body).toEqual({
      email: user.email,
      action_type: 'force_challenger',
      company_team_id: expect.any(Number),
      challenger_role: 'reviewer',
      send_email: false,
    });
    expect(users().get(user.id)).toMatchObject({ role: 'challenger', challengerRole: 'reviewer' });
    // The teams a user can be made a challenger of: the challenge_teams list (docs/decisions.md).
    expect(
      suite.mock.journal.find('GET', '/admin/contests/form_selects/challenge_teams'),
    ).toHaveLength(1);
    expect(
      suite.mock.journal.find('GET', '/admin/contests/form_selects/company_teams'),
    ).toHaveLength(0);
  });

  it('correct_email needs a valid new e-mail', async () => {
    const user = firstOf('solver');
    const page = await suite.open('/admin/students/support_tools');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(user.email);
    await chooseAction(page, 'Correct e-mail');
    await page.getByRole('textbox', { name: /New e-mail/ }).fill('not-an-address');
    await run(page);
    await page.getByText('Enter a valid e-mail address').waitFor();
    await page.getByRole('textbox', { name: /New e-mail/ }).fill('fixed.address@example.edu');
    await run(page);
    // Where the account signs in changes: it asks first, naming the new address.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('receives its password resets, at fixed.address@example.edu').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await result(page)
      .getByText(`The e-mail ${user.email} has been corrected to fixed.address@example.edu.`)
      .waitFor();
    expect(posts().map((entry) => entry.body)).toEqual([
      {
        email: user.email,
        action_type: 'correct_email',
        correct_email: 'fixed.address@example.edu',
      },
    ]);
  });

  it('redact_solver_account needs a TrustArc ID and a confirmation', async () => {
    const user = firstOf('solver');
    const page = await suite.open('/admin/students/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(user.email);
    await chooseAction(page, 'Redact solver account');
    await run(page);
    await page.getByText('This field is required').waitFor();
    await page.getByRole('textbox', { name: /TrustArc ID/ }).fill('TA-1234');
    await run(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await result(page)
      .getByText(/has been redacted \(TrustArc ID TA-1234\)/)
      .waitFor();
    expect(posts()[0].body).toEqual({
      email: user.email,
      action_type: 'redact_solver_account',
      trust_arc_id: 'TA-1234',
    });
    expect(users().get(user.id)?.redacted).toBe(true);
  });

  it('runs a plain action without asking', async () => {
    const user = firstOf('solver');
    const page = await suite.open('/admin/students/support_tools');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(user.email);
    await chooseAction(page, 'Apply throttle');
    await run(page);
    await result(page).getByText(`A throttle has been applied to ${user.email}.`).waitFor();
    expect(posts()[0].body).toEqual({ email: user.email, action_type: 'apply_throttle' });
    expect(users().get(user.id)?.throttled).toBe(true);
  });
});
