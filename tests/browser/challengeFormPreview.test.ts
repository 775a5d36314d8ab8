import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContestType } from '../../src/contract';
import { contests } from '../../mocks/db/contests';
import { openGroup, section } from './challengeFormFill';
import { expectNoSeriousViolations, toDarkTheme, useBrowserSuite } from './harness';

/**
 * The challenge preview (docs/decisions.md, "The challenge preview"): the solver page's own card,
 * fed by what the form holds, beside the form on a wide window and over it on a narrow one; it
 * sends nothing, and closing it gives the form back as it was.
 */
type Suite = ReturnType<typeof useBrowserSuite>;

const TYPE_NAMES: Record<ContestType, string> = {
  timed: 'Timed',
  ideation: 'Ideation',
  submission: 'Submission',
  questionnaire: 'Questionnaire',
};
const NARROW = { width: 900, height: 800 };

const titleBox = (page: Page) => section(page, 'title').getByLabel('Title');
const pointsBox = (page: Page) => page.getByLabel('Reward points', { exact: true });
const previewButton = (page: Page) => page.getByRole('button', { name: 'Preview', exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Preview', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preview', exact: true });

/** Every request the page sends from now on, but its own code (the preview's chunks). */
const watchRequests = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
};

/** A new challenge of a type, with a title and reward points typed as an author types them. */
const typeNew = async (suite: Suite, type: ContestType, options = {}) => {
  const page = await suite.open('/admin/contests/new', options);
  await titleBox(page).waitFor();
  if (type !== 'timed') {
    await page.getByRole('radio', { name: TYPE_NAMES[type] }).check();
    await expect
      .poll(() => page.getByRole('radio', { name: TYPE_NAMES[type] }).isChecked())
      .toBe(true);
  }
  const title = `Commute of tomorrow, ${type}`;
  await titleBox(page).pressSequentially(title);
  if (await page.getByRole('button', { name: 'Rewards & Challenge Details' }).count())
    await openGroup(page, 'Rewards & Challenge Details');
  await pointsBox(page).fill('');
  await pointsBox(page).pressSequentially('2500');
  return { page, title };
};

/** The card as the solver page draws it: the title as the page's heading, the reward line. */
const expectCard = async (area: Locator, title: string) => {
  await area.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await area.getByText('2,500 points in rewards', { exact: true }).waitFor();
  await area.getByRole('heading', { level: 2, name: 'Deadline', exact: true }).waitFor();
};

/** The preview's code and the solver's that the page has fetched so far. */
const previewCode = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) =>
        entry.name
          .split('/')
          .pop()!
          .replace(/-[\w-]{8}\.js$/, ''),
      )
      .filter((name) => name === 'PreviewPanel' || name === 'SolverApp'),
  );

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the challenge preview in Chromium', () => {
  const suite = useBrowserSuite();

  it.each(Object.keys(TYPE_NAMES) as ContestType[])(
    '%s: the typed title and reward as the solver page shows them, beside the form; no request; Close gives the form back',
    async (type) => {
      const { page, title } = await typeNew(suite, type);
      const sent = watchRequests(page);
      const journal = suite.mock.journal.list().length;
      // The form came without them: they are fetched when the preview opens.
      expect(await previewCode(page)).toEqual([]);
      await previewButton(page).click();
      await expectCard(panel(page), title);
      expect((await previewCode(page)).sort()).toEqual(['PreviewPanel', 'SolverApp']);
      // The form stays in use beside it, and the preview follows what is typed.
      await titleBox(page).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' now');
      await panel(page)
        .getByRole('heading', { level: 1, name: `${title} now`, exact: true })
        .waitFor();
      // A phone's width: the solver page's column narrows to it.
      await panel(page).getByRole('button', { name: 'Phone', exact: true }).click();
      await expect
        .poll(
          async () => (await panel(page).getByRole('heading', { level: 1 }).boundingBox())?.width,
        )
        .toBeLessThanOrEqual(375);
      await panel(page).getByRole('button', { name: 'Close preview', exact: true }).click();
      await panel(page).waitFor({ state: 'detached' });
      expect(await focusedText(page)).toBe('Preview');
      expect(await titleBox(page).inputValue()).toBe(`${title} now`);
      expect(await pointsBox(page).inputValue()).toBe('2500');
      expect(sent).toEqual([]);
      expect(suite.mock.journal.list().length).toBe(journal);
    },
  );

  it('on a narrow window it is a full-screen dialog; Escape closes it, focus and form as they were', async () => {
    const { page, title } = await typeNew(suite, 'submission', { viewport: NARROW });
    const sent = watchRequests(page);
    await previewButton(page).click();
    await expectCard(dialog(page), title);
    const box = await dialog(page).boundingBox();
    expect([box?.width, box?.height]).toEqual([NARROW.width, NARROW.height]);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Preview');
    expect(await titleBox(page).inputValue()).toBe(title);
    expect(await pointsBox(page).inputValue()).toBe('2500');
    expect(sent).toEqual([]);
  });

  it('an edit shows the stored challenge as typed over; a link in it does not leave the form; Escape closes it', async () => {
    const row = contests().find(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    )!;
    contests().update(row.id, {
      description: '<p>Read <a href="https://example.com/brief">the brief</a> first.</p>',
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await titleBox(page).waitFor();
    await titleBox(page).fill('Edited title');
    await previewButton(page).click();
    await panel(page).getByRole('heading', { level: 1, name: 'Edited title' }).waitFor();
    const sent = watchRequests(page);
    const address = page.url();
    const pages = page.context().pages().length;
    await panel(page).getByRole('link', { name: 'the brief' }).click();
    await panel(page)
      .getByRole('link', { name: 'the brief' })
      .click({ modifiers: ['Control'] });
    expect(page.url()).toBe(address);
    expect(page.context().pages()).toHaveLength(pages);
    await panel(page).getByRole('heading', { level: 1, name: 'Edited title' }).waitFor();
    expect(sent).toEqual([]);
    // Escape from inside the panel closes it, and focus goes back to the button.
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Preview');
    expect(await titleBox(page).inputValue()).toBe('Edited title');
  });

  it('axe finds no serious violation with the preview open, light and dark, beside and over the form', async () => {
    const { page, title } = await typeNew(suite, 'timed');
    await previewButton(page).click();
    await expectCard(panel(page), title);
    await expectNoSeriousViolations(page);
    await toDarkTheme(page);
    await expectCard(panel(page), title);
    await expectNoSeriousViolations(page);

    const narrow = await typeNew(suite, 'ideation', { viewport: NARROW });
    await previewButton(narrow.page).click();
    await expectCard(dialog(narrow.page), narrow.title);
    await expectNoSeriousViolations(narrow.page);
    await narrow.page.keyboard.press('Escape');
    await toDarkTheme(narrow.page);
    await previewButton(narrow.page).click();
    await expectCard(dialog(narrow.page), narrow.title);
    await expectNoSeriousViolations(narrow.page);
  });
});
