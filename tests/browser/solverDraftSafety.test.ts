import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness';
import { openAs, reserve } from './solverHelpers';

const idea = (page: Page) => page.getByRole('textbox', { name: /Describe your idea/ });
const status = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });

/** Closes the tab as a user would; resolves with the leave question's type, or null if none was asked. */
const closeTab = async (page: Page) => {
  let asked: string | null = null;
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  // A dismissed question keeps the page open; without one the page closes.
  await page.waitForEvent('close', { timeout: 2000 }).catch(() => undefined);
  return { asked: asked as string | null, closed: page.isClosed() };
};

describe('the solver form keeps typed work', () => {
  const suite = useBrowserSuite();

  const openForm = async () => {
    const page = await openAs(suite, '/challenges/open-challenge');
    await reserve(page);
    await idea(page).waitFor();
    return page;
  };

  it('asks before the tab closes while changes are unsaved, and not once they are saved', async () => {
    const page = await openForm();
    // Slow the save so the page is caught with 'Unsaved changes'.
    suite.fault({ path: '/solution_drafts', method: 'POST', delayMs: 4000, times: 1 });
    await idea(page).fill('Bike lanes painted by students');
    await status(page, /^Unsaved changes/).waitFor();
    expect(await closeTab(page)).toEqual({ asked: 'beforeunload', closed: false });

    await status(page, /^Saved at/).waitFor({ timeout: 15_000 });
    expect(await closeTab(page)).toEqual({ asked: null, closed: true });
  });

  it('retries a failed autosave with back-off without another keystroke, and warns on leave meanwhile', async () => {
    const page = await openForm();
    suite.fault({ path: '/solution_drafts', method: 'POST', status: 500, times: 2 });
    await idea(page).fill('Shared e-scooters for campus');
    await status(page, /^The draft could not be saved\. Trying again in 2 s\.$/).waitFor();
    expect((await closeTab(page)).asked).toBe('beforeunload');
    await status(page, /^The draft could not be saved\. Trying again in 4 s\.$/).waitFor();
    await status(page, /^Saved at/).waitFor({ timeout: 10_000 });
    const saves = suite.mock.journal.find('POST', '/solution_drafts');
    expect(saves).toHaveLength(3);
    expect(saves.at(-1)?.body).toMatchObject({
      deliverables: { '1': 'Shared e-scooters for campus' },
    });
  });

  it('counts the retry down each second', async () => {
    const page = await openForm();
    suite.fault({ path: '/solution_drafts', method: 'POST', status: 500, times: 2 });
    await idea(page).fill('Night buses to the station');
    await status(page, /^The draft could not be saved\. Trying again in 2 s\.$/).waitFor();
    await status(page, /^The draft could not be saved\. Trying again in 1 s\.$/).waitFor();
    await status(page, /^The draft could not be saved\. Trying again in 4 s\.$/).waitFor();
    await status(page, /^The draft could not be saved\. Trying again in 3 s\.$/).waitFor();
    await status(page, /^Saved at/).waitFor({ timeout: 10_000 });
  });

  describe('two tabs on one solution', () => {
    const changedElsewhere = (page: Page) =>
      page.getByRole('alert').filter({ hasText: 'This answer was changed in another tab.' });

    /** Tab A saves a first answer; tab B (same browser) opens the form with it restored. */
    const twoTabs = async () => {
      const a = await openForm();
      await idea(a).fill('First idea from tab A');
      await status(a, /^Saved at/).waitFor();
      const b = await a.context().newPage();
      await b.goto(a.url());
      await idea(b).waitFor();
      expect(await idea(b).inputValue()).toBe('First idea from tab A');
      await idea(a).fill('Newer idea from tab A');
      await status(a, /^Saved at/).waitFor();
      await changedElsewhere(b).waitFor();
      return { a, b };
    };

    it('the tab that is behind says so and does not save over the newer answer; Load the newer version brings it', async () => {
      const { b } = await twoTabs();
      const saves = suite.mock.journal.find('POST', '/solution_drafts').length;
      await idea(b).fill('Stale idea typed in tab B');
      await b.waitForTimeout(2500);
      expect(suite.mock.journal.find('POST', '/solution_drafts')).toHaveLength(saves);
      await b.getByRole('button', { name: 'Load the newer version' }).click();
      expect(await idea(b).inputValue()).toBe('Newer idea from tab A');
      expect(await changedElsewhere(b).count()).toBe(0);
      await b.waitForTimeout(2000);
      expect(suite.mock.journal.find('POST', '/solution_drafts')).toHaveLength(saves);
    });

    it('keeps this tab’s answer and saves it over the other only when the solver chooses so', async () => {
      const { a, b } = await twoTabs();
      await idea(b).fill('Tab B’s answer on purpose');
      await b.getByRole('button', { name: 'Keep mine and save it over the other' }).click();
      await status(b, /^Saved at/).waitFor();
      const saves = suite.mock.journal.find('POST', '/solution_drafts');
      expect(saves.at(-1)?.body).toMatchObject({
        deliverables: { '1': 'Tab B’s answer on purpose' },
      });
      // Now tab A is the one behind.
      await changedElsewhere(a).waitFor();
    });
  });
});
