import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNamedRadioGroups } from './groupNames';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const chooseLogo = (page: Page, name: string, buffer: Buffer = PNG, mimeType = 'image/png') =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });

const posts = (suite: ReturnType<typeof useBrowserSuite>) =>
  suite.mock.journal.find('POST', '/admin/companies');

describe('New company or team in Chromium', () => {
  const suite = useBrowserSuite();

  it('opens on New team; only the team form needs a company', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('heading', { level: 1, name: 'New company or team' }).waitFor();
    expect(await page.getByRole('radio', { name: 'New team' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Company name' }).count()).toBe(0);
    await expectNamedRadioGroups(page);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText('This field is required').nth(1).waitFor();
    expect(await page.getByText('This field is required').count()).toBe(2);
    expect(await page.getByRole('combobox', { name: /Company/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await page.getByRole('radio', { name: 'New company' }).check();
    expect(await page.getByRole('combobox', { name: /^Company/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create company' }).click();
    await page
      .getByRole('textbox', { name: /Company name/ })
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor();
    expect(
      await page.getByRole('textbox', { name: /Team name/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(posts(suite)).toHaveLength(0);
    await expectNoSeriousViolations(page);
  });

  it('a double click on Create team with no company chooses none: nothing is sent', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('textbox', { name: /Team name/ }).fill('Growth Lab');
    // The first click's check focuses the empty Company; its list must not open under the
    // pointer, where the second click would choose an option.
    await page.getByRole('button', { name: 'Create team' }).dblclick();
    await page.keyboard.press('Enter');
    const company = page.getByRole('combobox', { name: /Company/ });
    await page.getByText('This field is required').waitFor();
    expect(await company.inputValue()).toBe('');
    expect(await company.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(posts(suite)).toHaveLength(0);
    expect(await page.getByText('Request processed successfully!').count()).toBe(0);

    // Staff open the list themselves: a click on the field, or a key.
    await company.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
  });

  it('creates a team with a multipart body free of empty values', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('combobox', { name: /Company/ }).click();
    await page.getByRole('option', { name: 'Acme Robotics' }).click();
    await page.getByRole('textbox', { name: /Team name/ }).fill('  Growth Lab ');
    await page.getByRole('radio', { name: 'Ideation' }).check();
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText('Request processed successfully!').waitFor();
    const [request] = posts(suite);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.body).toEqual([
      ['form_type', 'team'],
      ['company_id', '2'],
      ['team_name', 'Growth Lab'],
      ['default_challenger_type', 'ideation'],
    ]);
  });

  it('refuses a logo over 10 MB', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('radio', { name: 'New company' }).check();
    await chooseLogo(page, 'huge.png', Buffer.alloc(10 * 1024 * 1024 + 1));
    await page.getByText('File size is too large').waitFor();
    expect(await page.getByRole('img', { name: 'Logo preview' }).count()).toBe(0);
  });

  it('checks the logo: type, duplicate name, preview', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('radio', { name: 'New company' }).check();
    await chooseLogo(page, 'logo.gif', PNG, 'image/gif');
    await page.getByText('Chosen file has wrong type').waitFor();
    expect(await page.getByRole('img', { name: 'Logo preview' }).count()).toBe(0);

    await chooseLogo(page, 'logo.png');
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByText('Chosen file: logo.png').waitFor();
    await chooseLogo(page, 'logo.png');
    await page.getByText('That file is already uploaded').waitFor();
    await chooseLogo(page, 'other.JPG', PNG, 'image/jpeg');
    await page.getByText('Chosen file: other.JPG').waitFor();
    await expectNoSeriousViolations(page);
  });

  it('creates a company, sends booleans and the logo, then returns to a fresh team form', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('radio', { name: 'New company' }).check();
    await page.getByRole('textbox', { name: /Company name/ }).fill('Zephyr Labs');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Technology' }).click();
    await chooseLogo(page, 'zephyr.png');
    await page.getByRole('textbox', { name: /Team name/ }).fill('Founders');
    await page.getByRole('radio', { name: 'Administrator' }).check();
    await page.getByRole('button', { name: 'Create company' }).click();
    await page.getByText('Request processed successfully!').waitFor();

    const [request] = posts(suite);
    expect(request.body).toEqual([
      ['form_type', 'company'],
      ['organization', 'Zephyr Labs'],
      ['anonymous', 'true'],
      ['industry', 'Technology'],
      ['logo_pic', { file: 'zephyr.png', size: PNG.length, type: 'image/png' }],
      ['team_name', 'Founders'],
      ['default_challenger_role', 'administrator'],
    ]);
    await page.getByRole('button', { name: 'Create team' }).waitFor();
    expect(await page.getByRole('radio', { name: 'New team' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: /Team name/ }).inputValue()).toBe('');
    await page.getByRole('combobox', { name: /Company/ }).click();
    await page.getByRole('option', { name: 'Zephyr Labs' }).waitFor();
  });

  it('shows the server field errors and keeps what was typed', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('radio', { name: 'New company' }).check();
    await page.getByRole('textbox', { name: /Company name/ }).fill('Acme Robotics');
    await page.getByRole('textbox', { name: 'Company description' }).fill('Robots for everyone');
    await page.getByRole('textbox', { name: /Team name/ }).fill('Core');
    await page.getByRole('button', { name: 'Create company' }).click();
    await page.getByText('Something went wrong...').waitFor();
    await page.getByText('has already been taken').waitFor();
    expect(await page.getByRole('textbox', { name: 'Company description' }).inputValue()).toBe(
      'Robots for everyone',
    );
    expect(await page.getByRole('radio', { name: 'New company' }).isChecked()).toBe(true);
  });
});
