import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe has no rule for a `radiogroup` without a name (its field-name rules cover the radios, not
 * the group), so this asks the accessibility tree: every radio group on the page has a name.
 */
export const expectNamedRadioGroups = async (page: Page) => {
  const groups = await page.getByRole('radiogroup').count();
  expect(groups).toBeGreaterThan(0);
  expect(await page.getByRole('radiogroup', { name: /\S/ }).count()).toBe(groups);
};
