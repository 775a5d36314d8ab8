import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { useBrowserSuite } from './harness';

/** CONTRACT §5: two people editing one challenge; the last save never silently wins. */
describe('two editors of one challenge in Chromium', () => {
  const suite = useBrowserSuite();
  const posts = () => suite.mock.journal.find('POST', '/admin/contests');
  const draft = () => contests().find((contest) => contest.status === 'draft')!;

  const openEdit = async (slug: string) => {
    const page = await suite.open(`/admin/contests/${slug}/edit`);
    await page.locator('#challenge-section-title input').waitFor();
    return page;
  };
  const retitle = async (page: Page, title: string) => {
    await page.locator('#challenge-section-title input').fill(title);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
  };
  const conflictOn = (page: Page) =>
    page
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this challenge after you opened it.' });

  it('without a version: reads the record again before saving, names what changed, keeps what was typed', async () => {
    const row = draft();
    const mine = await openEdit(row.slug);
    const theirs = await openEdit(row.slug);
    await retitle(theirs, 'Their new title');
    const sentBefore = posts().length;
    await mine.locator('#challenge-section-title input').fill('My title');
    await mine.getByRole('button', { name: 'Submit' }).click();
    const alert = conflictOn(mine);
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Changed since you opened it: Title.');
    expect(posts()).toHaveLength(sentBefore);
    expect(await mine.locator('#challenge-section-title input').inputValue()).toBe('My title');
    await alert.getByRole('button', { name: 'Load their version' }).click();
    expect(await mine.locator('#challenge-section-title input').inputValue()).toBe(
      'Their new title',
    );
    expect(await conflictOn(mine).count()).toBe(0);
  });

  it('with lock_version: sends it back, a 409 names what changed, and the author may save over it', async () => {
    const row = draft();
    contests().update(row.id, { lock_version: 4 } as never);
    const mine = await openEdit(row.slug);
    const theirs = await openEdit(row.slug);
    await retitle(theirs, 'Their new title');
    expect(new Map(posts().at(-1)!.body as [string, string][]).get('lock_version')).toBe('4');
    await mine.locator('#challenge-section-title input').fill('My title');
    await mine.getByRole('button', { name: 'Submit' }).click();
    const alert = conflictOn(mine);
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Changed since you opened it: Title.');
    expect(contests().get(row.id)!.title).toBe('Their new title');
    expect(await mine.locator('#challenge-section-title input').inputValue()).toBe('My title');
    await alert.getByRole('button', { name: 'Save mine over theirs' }).click();
    await mine.getByText('Request successfull').waitFor();
    expect(new Map(posts().at(-1)!.body as [string, string][]).get('lock_version')).toBe('5');
    expect(contests().get(row.id)!.title).toBe('My title');
  });
});
