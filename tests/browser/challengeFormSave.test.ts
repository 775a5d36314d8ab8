import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests, type ContestRow } from '../../mocks/db/contests';
import { toRecord } from '../../mocks/handlers/contests';
import type { VariantRule } from '../../mocks/variants';
import { section } from './challengeFormFill';
import { useBrowserSuite, type OpenOptions } from './harness';

/**
 * What a save sends and what follows it, against a server that is not our mock's kind self:
 * a clone answer holding the source's identity, an edit answer without the record's id, image
 * addresses signed anew on every read, a colleague's save behind a kept draft, an author who
 * keeps working after Submit (docs/decisions.md, "Challenge form: saves, copies and drafts").
 */
type Suite = ReturnType<typeof useBrowserSuite>;

const posted = (suite: Suite) =>
  new Map(suite.mock.journal.find('POST', '/admin/contests').at(-1)?.body as [string, string][]);
const titleBox = (page: Page) => section(page, 'title').getByLabel('Title');
const submit = async (page: Page) => {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Request successfull').waitFor();
};
const openEdit = async (suite: Suite, slug: string, options?: OpenOptions) => {
  const page = await suite.open(`/admin/contests/${slug}/edit`, options);
  await titleBox(page).waitFor();
  return page;
};
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name) ?? '', key);
const draftOf = (type: ContestRow['contest_type']) =>
  contests().find((contest) => contest.status === 'draft' && contest.contest_type === type)!;
const NAMED: VariantRule = { mode: 'named', seed: 7 };

/** Entry names that would tell the server which stored challenge or row the POST is about. */
const IDENTITY = /^(id|slug|lock_version|launched)$|\[id\]$/;

describe('saving, copying and restoring the challenge form in Chromium', () => {
  const suite = useBrowserSuite();

  it.each([
    ['as stored', undefined],
    ['with the named fields only', NAMED],
    ['with keys of its own', { mode: 'extra' } as VariantRule],
  ])(
    'a clone answered %s is saved as a new challenge; the source stays as it was',
    async (_name, variant) => {
      const source = contests().find(
        (contest) => contest.status === 'live' && contest.contest_type === 'submission',
      )!;
      contests().update(source.id, { lock_version: 3, url_title: 'source-page' } as never);
      const before = toRecord(contests().get(source.id)!);
      const count = contests().size;
      if (variant) suite.fault({ path: '*', variant });
      const page = await suite.open(`/admin/contests/${source.slug}/clone`);
      await titleBox(page).waitFor();
      // A copy is never launched: its rubric is its own to edit.
      expect(
        await section(page, 'evaluation')
          .getByRole('textbox', { name: 'Name' })
          .first()
          .isEnabled(),
      ).toBe(true);
      await submit(page);
      const sent = posted(suite);
      expect([...sent.keys()].filter((name) => IDENTITY.test(name))).toEqual([]);
      expect(sent.get('url_title') ?? '').toBe('');
      expect(contests().size).toBe(count + 1);
      expect(toRecord(contests().get(source.id)!)).toEqual(before);
      expect(contests().find((row) => row.title === `Copy of ${source.title}`)?.id).not.toBe(
        source.id,
      );
    },
  );

  it('an edit against a server without the record id updates the challenge it was loaded by', async () => {
    const row = draftOf('timed');
    // An image address the server does not re-sign: only the missing id is at stake here.
    contests().update(row.id, { snapshot_pic_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' });
    const count = contests().size;
    suite.fault({ path: '*', variant: NAMED });
    const page = await openEdit(suite, row.slug);
    await titleBox(page).fill('Updated in place');
    await submit(page);
    expect(posted(suite).get('slug')).toBe(row.slug);
    expect(posted(suite).has('id')).toBe(false);
    expect(contests().size).toBe(count);
    expect(contests().get(row.id)!.title).toBe('Updated in place');
  });

  it('an edit sends the id too when the record carried one', async () => {
    const row = draftOf('submission');
    const page = await openEdit(suite, row.slug);
    await titleBox(page).fill('Named by both');
    await submit(page);
    expect(posted(suite).get('slug')).toBe(row.slug);
    expect(posted(suite).get('id')).toBe(String(row.id));
  });

  it('without lock_version: a re-signed image and fields the form does not edit raise no conflict', async () => {
    const row = draftOf('timed');
    suite.fault({ path: '*', variant: NAMED });
    const page = await openEdit(suite, row.slug);
    // A colleague changes what a timed challenge's form does not show.
    contests().update(row.id, { requirement: 'A question only ideation shows' });
    await titleBox(page).fill('Saved first time');
    await submit(page);
    expect(await page.getByText('Someone else saved this challenge').count()).toBe(0);
    expect(contests().get(row.id)!.title).toBe('Saved first time');
  });

  it('without lock_version: a real change is named by its labels, and "save mine" saves', async () => {
    const row = draftOf('timed');
    suite.fault({ path: '*', variant: NAMED });
    const page = await openEdit(suite, row.slug);
    contests().update(row.id, {
      reward_points: 25000,
      contest_layout_customization: {
        ...row.contest_layout_customization,
        custom_banner_text: 'Their banner',
      },
    } as never);
    await titleBox(page).fill('Mine over theirs');
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this challenge after you opened it.' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'Changed since you opened it: Reward points, Banner title.',
    );
    await alert.getByRole('button', { name: 'Save mine over theirs' }).click();
    await page.getByText('Request successfull').waitFor();
    expect(contests().get(row.id)!.title).toBe('Mine over theirs');
  });

  it("restoring an edit's draft keeps a colleague's later save of other fields", async () => {
    const row = draftOf('ideation');
    const key = `challenge-form:draft:edit:${row.slug}:1`;
    const page = await openEdit(suite, row.slug);
    await titleBox(page).fill('Only the title changed here');
    await expect.poll(() => stored(page, key)).toContain('Only the title changed here');
    // The tab is left; a colleague saves other fields.
    contests().update(row.id, {
      reward_points: 25000,
      winner_reward: 7000,
      requirement: 'Their sharper question?',
    });
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await titleBox(page).inputValue()).toBe('Only the title changed here');
    expect(await page.getByRole('alert').filter({ hasText: 'same fields' }).count()).toBe(0);
    await submit(page);
    const sent = posted(suite);
    expect(sent.get('title')).toBe('Only the title changed here');
    expect(sent.get('reward_points')).toBe('25000');
    expect(sent.get('winner_reward')).toBe('7000');
    expect(sent.get('requirement')).toBe('Their sharper question?');
    expect(contests().get(row.id)).toMatchObject({
      title: 'Only the title changed here',
      reward_points: 25000,
      requirement: 'Their sharper question?',
    });
  });

  it('restoring a draft whose field a colleague changed too shows both, and the author chooses', async () => {
    const row = draftOf('timed');
    const key = `challenge-form:draft:edit:${row.slug}:1`;
    const page = await openEdit(suite, row.slug);
    await titleBox(page).fill('My title');
    await expect.poll(() => stored(page, key)).toContain('My title');
    contests().update(row.id, { title: 'Their title', reward_points: 25000 });
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    const alert = page.getByRole('alert').filter({
      hasText: 'Your kept changes and a later save changed the same fields.',
    });
    await alert.getByText('Title: yours "My title", saved since "Their title"').waitFor();
    expect(await titleBox(page).inputValue()).toBe('My title');
    await alert.getByRole('button', { name: 'Take the saved values' }).click();
    expect(await titleBox(page).inputValue()).toBe('Their title');
    await submit(page);
    expect(posted(suite).get('title')).toBe('Their title');
    expect(posted(suite).get('reward_points')).toBe('25000');
  });

  it('the redirect after a save never follows the author to another screen', async () => {
    const row = draftOf('timed');
    // The clock is installed once the form is loaded: a context of the test's own.
    const page = await openEdit(suite, row.slug, { ownContext: true });
    await page.clock.install();
    await titleBox(page).fill('Saved, then on to a team');
    await submit(page);
    await page.getByRole('menuitem', { name: 'New Company or Team' }).click();
    await page.waitForURL('**/admin/companies/new');
    const team = page.getByRole('textbox', { name: /Team name/ });
    await team.fill('Growth');
    // Well past the 4.1 s the redirect waits (seed 001 §8).
    await page.clock.fastForward(10_000);
    await team.fill('Growth Lab');
    expect(new URL(page.url()).pathname).toBe('/admin/companies/new');
    expect(await page.getByRole('dialog', { name: 'Leave this form?' }).count()).toBe(0);
    expect(await team.inputValue()).toBe('Growth Lab');
  });

  it('the redirect stays away when the next screen is still loading as it falls due', async () => {
    const row = draftOf('timed');
    const page = await openEdit(suite, row.slug, { ownContext: true });
    await page.clock.install();
    // The new company screen's code arrives only when the test lets it (a slow connection).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/company-new-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await titleBox(page).fill('Saved, then on to a slow screen');
    await submit(page);
    await page.getByRole('menuitem', { name: 'New Company or Team' }).click();
    await page.waitForURL('**/admin/companies/new');
    // The redirect falls due while the form is still on screen.
    await page.clock.fastForward(10_000);
    release();
    await page.getByRole('textbox', { name: /Team name/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/companies/new');
  });

  it('after a successful Submit the form is closed: nothing typed then is silently dropped', async () => {
    const row = draftOf('timed');
    // The clock is installed once the form is loaded: a context of the test's own.
    const page = await openEdit(suite, row.slug, { ownContext: true });
    await page.clock.install();
    await titleBox(page).fill('The saved title');
    // Time stands still from before the save: the redirect waits while the author tries to type
    // on, however long the machine takes between the save and the keys.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await submit(page);
    await page
      .getByRole('status')
      .filter({ hasText: 'The challenge is saved. This form is closed for changes' })
      .waitFor();
    // Closed (inert): the field takes no focus, so nothing typed reaches it. The text is
    // inserted without key events: typed keys would reach the page's shortcuts ("g" then "h"
    // opens another screen), which is not what this test is about.
    await titleBox(page).focus();
    expect(await titleBox(page).evaluate((input) => input === document.activeElement)).toBe(false);
    await page.keyboard.insertText(' and a late afterthought');
    expect(await titleBox(page).inputValue()).toBe('The saved title');
    expect(contests().get(row.id)!.title).toBe('The saved title');
  });

  it('named answers: an edit says the rubric may be locked, since the record does not say it launched', async () => {
    const row = contests().find(
      (contest) => contest.status === 'live' && contest.contest_type === 'timed',
    )!;
    const note =
      'The server did not say whether this challenge has launched: if it has, changes to its evaluation scheme will be refused, and the saved scheme stays.';
    const plain = await openEdit(suite, row.slug);
    await section(plain, 'evaluation')
      .getByText('The evaluation scheme cannot change after launch.')
      .waitFor();
    expect(await section(plain, 'evaluation').getByText(note).count()).toBe(0);
    suite.fault({ path: '*', variant: NAMED });
    const named = await openEdit(suite, row.slug);
    await section(named, 'evaluation').getByText(note).waitFor();
  });
});
