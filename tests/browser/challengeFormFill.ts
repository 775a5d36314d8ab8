import type { Page } from 'playwright-core';

/** A datetime-local value some days ahead, inside the form's date bounds. */
export const daysAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
};

export const section = (page: Page, key: string) => page.locator(`#challenge-section-${key}`);

/**
 * Waits until the form has added all its sections, once it is there: the groups below them stop
 * moving then.
 */
export const formBuilt = async (page: Page) => {
  await page.locator('form').getByRole('heading', { level: 3 }).first().waitFor();
  await page.locator('form [aria-busy="true"]').first().waitFor({ state: 'detached' });
};

export const openGroup = async (page: Page, name: string) => {
  await formBuilt(page);
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
};

export const typeRich = async (page: Page, name: string, text: string) => {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.click();
  await box.pressSequentially(text);
};

export const chooseSelect = async (page: Page, label: string, option?: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const listbox = page.getByRole('listbox');
  await (
    option ? listbox.getByRole('option', { name: option }) : listbox.getByRole('option').nth(1)
  ).click();
  // The open menu hides the rest of the page from the accessibility tree: the next field can be
  // found only once the menu has closed, so wait for that here rather than in every caller.
  await listbox.waitFor({ state: 'detached' });
};

export const chooseAutocomplete = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills what every grouped type requires; `title` is the challenge's title. */
export const fillGrouped = async (
  page: Page,
  type: 'timed' | 'submission' | 'questionnaire',
  title: string,
) => {
  await section(page, 'title').getByLabel('Title').fill(title);
  await section(page, 'image')
    .locator('input[type=file]')
    .setInputFiles({ name: 'snap.png', mimeType: 'image/png', buffer: PNG });
  await typeRich(page, 'Description', 'Tell us how students commute.');
  if (type !== 'submission')
    await section(page, 'deadline').getByLabel('Deadline').fill(daysAhead(20));
  await typeRich(page, 'Prize description', 'Top ideas share the pool.');
  if (type !== 'questionnaire')
    await section(page, 'deliverables').getByLabel('Title').fill('Describe your idea');
  await openGroup(page, 'Challenge Client & Owner');
  await chooseSelect(page, 'Rep');
  await chooseSelect(page, 'Manager');
  await chooseAutocomplete(page, 'Company team');
  await page.getByLabel('Contact name').fill('Jordan Client');
  await page.getByLabel('Contact e-mail').fill('jordan@corp.example');
};

export const fillIdeation = async (page: Page, title: string) => {
  await section(page, 'title').getByLabel('Title').fill(title);
  await typeRich(page, 'Description', 'Share your best idea.');
  await page.getByLabel('Main question').fill('What would make the commute better?');
  await chooseAutocomplete(page, 'Company team');
};
