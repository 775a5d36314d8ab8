import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

/** Issue 23 items 1–4: nothing typed or stored is lost without a word. */
describe('challenge form: nothing typed or stored is lost, in Chromium', () => {
  const suite = useBrowserSuite();

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
});
