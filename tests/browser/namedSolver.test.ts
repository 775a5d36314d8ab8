import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness';
import { openAs, reserve } from './solverHelpers';

/**
 * Issue 21 §7: the solver's mutations against a server that answers every call with the named
 * fields only (open shapes in other forms): reserve, save a draft, submit, see the solution.
 */
describe('the solver flow against a named-only server in Chromium', () => {
  const suite = useBrowserSuite();

  it('reserves a spot, saves a draft and submits once: the thanks shows, no form to send again', async () => {
    suite.fault({ path: '*', variant: { mode: 'named', seed: 7 } });
    const page = await openAs(suite, '/challenges/open-challenge');
    await reserve(page);
    await page.getByText('Your spot is reserved.').waitFor();
    const idea = page.getByRole('textbox', { name: /Describe your idea/ });
    await idea.fill('Bike lanes painted by students');
    await page.getByRole('combobox', { name: /What is your major\?/ }).selectOption('Design');
    await page.getByRole('radio', { name: 'Yes' }).check();
    // No accepted types (ours): the size alone, no dangling separator.
    await page.getByText('Up to 10 MB each').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved/ })
      .waitFor();
    await page.getByRole('button', { name: 'Submit solution' }).click();
    // No address to go to (ours): the thanks in place of the form, nothing to send again.
    await page.getByText('Thank you! Your solution has been submitted.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit solution' }).count()).toBe(0);
    expect(suite.mock.journal.find('POST', '/solutions')).toHaveLength(1);
  });
});
