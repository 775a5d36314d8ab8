import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { useBrowserSuite } from './harness';
import { section } from './challengeFormFill';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name) ?? '', key);

const titleBox = (page: Page) => section(page, 'title').getByLabel('Title');

describe('local drafts of edits and clones, and the images on restore', () => {
  const suite = useBrowserSuite();

  it("an edit's typed work is kept per challenge and staff member, offered back there alone", async () => {
    const [row, other] = contests().filter(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    );
    const key = `challenge-form:draft:edit:${row.slug}:1`;
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await titleBox(page).waitFor();
    const image = section(page, 'image').getByRole('img', { name: 'Current image' });
    // Opening an edit is no typed work: nothing is kept.
    await page.waitForTimeout(1200);
    expect(await stored(page, key)).toBe('');
    await titleBox(page).fill('Edited, then the tab crashed');
    await expect.poll(() => stored(page, key)).toContain('Edited, then the tab crashed');

    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByRole('alert').filter({ hasText: 'Unsaved changes to this challenge' });
    await offer.getByText(/It is kept for Morgan Admin only/).waitFor();
    await offer.getByRole('button', { name: 'Restore' }).click();
    expect(await titleBox(page).inputValue()).toBe('Edited, then the tab crashed');
    // The stored image is the challenge's own: still shown, and still sent back.
    await image.waitFor();

    // Not on another challenge's edit, nor on a new challenge.
    for (const path of [`/admin/contests/${other.slug}/edit`, '/admin/contests/new']) {
      await page.goto(`${suite.url()}${path}`);
      await titleBox(page).waitFor();
      expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    }

    // Back on its own challenge it is offered again; Discard deletes it.
    await page.goto(`${suite.url()}/admin/contests/${row.slug}/edit`);
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await stored(page, key)).toBe('');
  });

  it("a clone's draft is its own: not offered on the original's edit", async () => {
    const row = contests().find((contest) => contest.contest_type === 'timed')!;
    const page = await suite.open(`/admin/contests/${row.slug}/clone`);
    await titleBox(page).fill('Copy, reworded');
    await expect
      .poll(() => stored(page, `challenge-form:draft:clone:${row.slug}:1`))
      .toContain('Copy, reworded');
    await page.goto(`${suite.url()}/admin/contests/${row.slug}/edit`);
    await titleBox(page).waitFor();
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    await page.goto(`${suite.url()}/admin/contests/${row.slug}/clone`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'An unsaved copy of this challenge' })
      .getByRole('button', { name: 'Restore' })
      .click();
    expect(await titleBox(page).inputValue()).toBe('Copy, reworded');
  });

  it('restore keeps the image chosen now, and the offer names the one it could not keep', async () => {
    const page = await suite.open('/admin/contests/new');
    await section(page, 'image').locator('input[type=file]').setInputFiles(image('first.png'));
    await titleBox(page).fill('With a picture');
    await expect.poll(() => stored(page, 'challenge-form:draft:new:1')).toContain('With a picture');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByRole('alert').filter({ hasText: 'An unsaved challenge from' });
    await offer
      .getByText(
        'The challenge image chosen then (first.png) could not be kept on this device: choose it again after restoring.',
      )
      .waitFor();
    await section(page, 'image').locator('input[type=file]').setInputFiles(image('again.png'));
    await section(page, 'image').getByText('Chosen: again.png').waitFor();
    await offer.getByRole('button', { name: 'Restore' }).click();
    expect(await titleBox(page).inputValue()).toBe('With a picture');
    expect(await section(page, 'image').getByText('Chosen: again.png').count()).toBe(1);
  });
});
