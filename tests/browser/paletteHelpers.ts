/** Keyboard-only steps shared by the palette's browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { users } from '../../mocks/db/people';

export const solver = () =>
  users()
    .all()
    .find((user) => user.role === 'solver' && user.active)!;

export const ready = async (page: Page) =>
  page.getByRole('button', { name: /^Search screens, people and challenges/ }).waitFor();

/** Ctrl+K, the palette's text box focused. */
export const openPalette = async (page: Page) => {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Screen, e-mail, challenge slug or console URL' });
  await box.waitFor();
  await expect.poll(() => box.evaluate((node) => node === document.activeElement)).toBe(true);
  return box;
};

/** Arrow down until the active option (aria-activedescendant) is the one named; then Enter. */
export const choose = async (page: Page, name: string | RegExp) => {
  const box = page.getByRole('combobox');
  const option = page.getByRole('option', { name });
  await option.waitFor();
  const id = await option.getAttribute('id');
  for (let step = 0; step < 20; step += 1) {
    if ((await box.getAttribute('aria-activedescendant')) === id) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await box.getAttribute('aria-activedescendant')).toBe(id);
  expect(await option.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Enter');
};

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
