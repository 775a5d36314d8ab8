import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests, type ContestRow } from '../../mocks/db/contests';
import { storedObjects } from '../../mocks/db/storage';
import { objectUrl } from '../../mocks/storage';
import { useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

/** Nothing typed or stored is lost without a word. */
describe('challenge form: nothing typed or stored is lost, in Chromium', () => {
  const suite = useBrowserSuite();
  const lastPost = () => {
    const entries = suite.mock.journal.find('POST', '/admin/contests');
    return new Map(entries[entries.length - 1]?.body as [string, string][]);
  };
  const deletions = () => suite.mock.journal.find('POST', '/admin/contestfiles/deleted_callback');

  /** A stored extra material of `row`, owned by it, as an upload and a save would leave it. */
  const giveMaterial = (row: ContestRow, filename: string) => {
    const key = `contestfiles/${row.id}/${filename}`;
    storedObjects().put({
      id: key,
      filename,
      contentType: 'application/pdf',
      size: 8,
      uploadedAt: new Date().toISOString(),
      confirmed: true,
      owner: row.id,
    });
    contests().update(row.id, {
      contestfiles: [{ key, filename, url: objectUrl(key), size: 8 }],
    });
    return key;
  };
  const submit = async (page: Page) => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
  };

  it('item 1: an emptied hours box is not 0; settling on 0 says what it changed and Undo restores it', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    await section(page, 'supplementals').getByRole('button', { name: 'Add' }).click();
    const restricted = section(page, 'supplementals').getByLabel(
      'Restricted (one non-editable answer)',
    );
    const hours = section(page, 'time_limit').getByLabel('Hours');
    await hours.fill('1');
    await restricted.check();
    // Retyping 1 as 2: the box is empty for a moment.
    await hours.press('End');
    await hours.press('Backspace');
    expect(await restricted.isChecked()).toBe(true);
    expect(await hours.inputValue()).toBe('');
    await hours.press('2');
    expect(await restricted.isChecked()).toBe(true);
    expect(await restricted.isDisabled()).toBe(false);
    // Emptied and left: the author settled on 0; the rule runs and says so.
    await hours.press('Backspace');
    await hours.blur();
    const note = page.getByRole('status').filter({ hasText: 'The time limit is now 0:' });
    await note.waitFor();
    expect(await note.innerText()).toContain('"Restricted" was unticked on 1 supplemental field.');
    expect(await restricted.isChecked()).toBe(false);
    expect(await hours.inputValue()).toBe('0');
    await note.getByRole('button', { name: 'Undo' }).click();
    expect(await hours.inputValue()).toBe('2');
    expect(await restricted.isChecked()).toBe(true);
    expect(await note.count()).toBe(0);
  });

  it('item 2: a clone asks before a type change, naming what it resets', async () => {
    const row = contests().find((contest) => contest.contest_type === 'submission')!;
    const page = await suite.open(`/admin/contests/${row.slug}/clone`);
    await section(page, 'title').getByLabel('Title').waitFor();
    await page.getByRole('radio', { name: 'Timed' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Change the challenge type?').waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('The form will be reset to the Timed defaults.');
    expect(text).toMatch(/These sections lose what they hold: .*Challenge title/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('radio', { name: 'Submission' }).isChecked()).toBe(true);
    expect(await section(page, 'title').getByLabel('Title').inputValue()).toBe(
      `Copy of ${row.title}`,
    );
    // An untouched new form still switches at once.
    const fresh = await suite.open('/admin/contests/new');
    await section(fresh, 'title').getByLabel('Title').waitFor();
    await fresh.getByRole('radio', { name: 'Questionnaire' }).click();
    await section(fresh, 'attach_file').waitFor({ state: 'attached' });
    expect(await fresh.getByRole('dialog').count()).toBe(0);
  });

  it('item 3: on edit, a removed material is deleted only after the save succeeds', async () => {
    const row = contests().find(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    )!;
    const key = giveMaterial(row, 'brief.pdf');
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(page, 'Extra Materials');
    await page.getByRole('button', { name: 'Remove brief.pdf' }).click();
    await page.getByRole('button', { name: 'Remove brief.pdf' }).waitFor({ state: 'detached' });
    expect(deletions()).toHaveLength(0);
    await page.getByText('File removed. It is deleted when the challenge is saved.').waitFor();
    expect(deletions()).toHaveLength(0);
    expect(storedObjects().get(key)).toBeDefined();
    await submit(page);
    await expect.poll(() => deletions().length).toBe(1);
    expect(deletions()[0]!.body).toEqual({ contestfile: { key } });
    expect(storedObjects().get(key)).toBeUndefined();
    expect(contests().get(row.id)!.contestfiles ?? []).toEqual([]);
  });

  it("item 3: a clone detaches the original's material and never deletes it", async () => {
    const row = contests().find((contest) => contest.contest_type === 'submission')!;
    const key = giveMaterial(row, 'original.pdf');
    const page = await suite.open(`/admin/contests/${row.slug}/clone`);
    await openGroup(page, 'Extra Materials');
    await page.getByRole('button', { name: 'Remove original.pdf' }).click();
    await page.getByRole('button', { name: 'Remove original.pdf' }).waitFor({ state: 'detached' });
    expect(deletions()).toHaveLength(0);
    await page.getByText('File removed from this copy. The original challenge keeps it.').waitFor();
    await submit(page);
    const copy = contests().find((contest) => contest.title === `Copy of ${row.title}`)!;
    expect(copy.contestfiles ?? []).toEqual([]);
    expect(deletions()).toHaveLength(0);
    expect(storedObjects().get(key)?.owner).toBe(row.id);
    expect(
      contests()
        .get(row.id)!
        .contestfiles?.map((file) => file.key),
    ).toEqual([key]);
  });

  it('item 4: a colour picked just before Submit is sent', async () => {
    const row = contests().find(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    )!;
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(page, 'Style Customization');
    await page.getByLabel('Customise the banner').check();
    await section(page, 'banner_colour').locator('input[type=color]').fill('#ff0000');
    await submit(page);
    expect(lastPost().get('contest_layout_customization[custom_banner_color]')).toBe('#ff0000');
  });
});
