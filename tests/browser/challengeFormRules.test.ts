import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { chooseFiles, TEST_FILES, useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

describe('challenge form rules of seed 001 §4 in Chromium', () => {
  const suite = useBrowserSuite();

  it('changing the type asks before discarding typed work, then resets to that type', async () => {
    const page = await suite.open('/admin/contests/new');
    await section(page, 'title').getByLabel('Title').fill('Typed work');
    await page.getByRole('radio', { name: 'Questionnaire' }).click();
    await page.getByRole('dialog').getByText('Change the challenge type?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('radio', { name: 'Timed' }).isChecked()).toBe(true);
    expect(await section(page, 'title').getByLabel('Title').inputValue()).toBe('Typed work');
    await page.getByRole('radio', { name: 'Questionnaire' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await section(page, 'attach_file').waitFor({ state: 'attached' });
    expect(await section(page, 'title').getByLabel('Title').inputValue()).toBe('');
    expect(await section(page, 'deliverables').count()).toBe(0);
    await openGroup(page, 'Restrictions & Control');
    expect(
      await page
        .getByRole('switch', { name: 'Approve solutions automatically' })
        .or(page.getByRole('checkbox', { name: 'Approve solutions automatically' }))
        .isChecked(),
    ).toBe(true);
  });

  it('reward policy none sets reward points to 0 and disables them', async () => {
    const page = await suite.open('/admin/contests/new');
    await page.getByRole('combobox', { name: 'Reward policy' }).click();
    await page.getByRole('option', { name: 'None', exact: true }).click();
    const points = page.getByLabel('Reward points');
    expect(await points.inputValue()).toBe('0');
    expect(await points.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Reward policy' }).click();
    await page.getByRole('option', { name: 'Winner, runners-up and honorable mentions' }).click();
    await page.getByLabel('Runner-up reward (dimes)').waitFor();
    expect(await points.isDisabled()).toBe(false);
  });

  it('a time limit restricts to one solution; back to 0 frees the count and the restricted option', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    await openGroup(page, 'Restrictions & Control');
    await section(page, 'supplementals').getByRole('button', { name: 'Add' }).click();
    const restricted = section(page, 'supplementals').getByLabel(
      'Restricted (one non-editable answer)',
    );
    expect(await restricted.isDisabled()).toBe(true);
    const count = page.getByLabel('Submissions per problem solver', { exact: true });
    await count.fill('3');
    await section(page, 'time_limit').getByLabel('Hours').fill('1');
    expect(await count.inputValue()).toBe('1');
    expect(await count.isDisabled()).toBe(true);
    expect(await restricted.isDisabled()).toBe(false);
    await restricted.check();
    await section(page, 'time_limit').getByLabel('Hours').fill('0');
    expect(await count.isDisabled()).toBe(false);
    expect(await restricted.isChecked()).toBe(false);
    expect(await restricted.isDisabled()).toBe(true);
    await section(page, 'time_limit').getByLabel('Minutes').fill('5');
    await section(page, 'time_limit').getByLabel('Minutes').blur();
    await page.getByText('Minimum value is 0h 15min').waitFor();
  });

  it('the launch date follows show-in-upcoming; the colour follows the banner helper', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Restrictions & Control');
    await openGroup(page, 'Style Customization');
    const launch = page.getByLabel('Expected launch date');
    expect(await launch.isDisabled()).toBe(true);
    await page.getByLabel('Show in the upcoming section').check();
    expect(await launch.isDisabled()).toBe(false);
    const colour = section(page, 'banner_colour').locator('input[type=color]');
    expect(await colour.isDisabled()).toBe(true);
    await page.getByLabel('Customise the banner').check();
    expect(await colour.isDisabled()).toBe(false);
  });

  it('location criteria force inclusion; a category change clears the criteria', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    const rows = section(page, 'target_criteria');
    await rows.getByRole('button', { name: 'Add' }).click();
    await rows.getByLabel('E-mail domain').fill('gmail.com');
    await rows.getByRole('combobox', { name: 'Inclusion or exclusion' }).click();
    await page.getByRole('option', { name: 'Exclusion' }).click();
    await rows.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Location' }).click();
    await rows
      .getByRole('combobox', { name: 'Inclusion or exclusion' })
      .filter({ hasText: 'Inclusion' })
      .waitFor();
    expect(
      await rows
        .getByRole('combobox', { name: 'Inclusion or exclusion' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await rows.getByLabel('Locations').click();
    await page.getByRole('listbox').getByText('North America').waitFor();
    await page.getByRole('option', { name: 'Canada' }).click();
    await rows.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Domain' }).click();
    expect(await rows.getByLabel('E-mail domain').inputValue()).toBe('');
  });

  it('rows are removed by hiding them, Add another sits on the last visible row', async () => {
    const page = await suite.open('/admin/contests/new');
    const rows = section(page, 'feedback_tags');
    await rows.getByRole('group', { name: 'Feedback tag 8' }).waitFor();
    expect(await rows.getByRole('button', { name: 'Add another' }).count()).toBe(1);
    await rows.getByRole('button', { name: 'Remove Feedback tag 8' }).click();
    expect(await rows.getByRole('group').count()).toBe(7);
    await rows
      .getByRole('group', { name: 'Feedback tag 7' })
      .getByRole('button', { name: 'Add another' })
      .waitFor();
  });

  it('extra materials: type, size and duplicate rules, added and removed toasts', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Extra Materials');
    const input = section(page, 'files').locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await page.getByText('Chosen file has wrong type').waitFor();
    await input.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await page.getByText('File size is too large').waitFor();
    await input.setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page.getByText('File has been added').waitFor();
    await section(page, 'files').getByText('brief.pdf').waitFor();
    expect(suite.mock.journal.find('POST', '/admin/contestfiles/uploaded_callback')).toHaveLength(
      1,
    );
    await input.setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page.getByText('That file is already uploaded. Please choose another file.').waitFor();
    await page.getByRole('button', { name: 'Remove brief.pdf' }).click();
    await page.getByText('File has been removed').waitFor();
    expect(suite.mock.journal.find('POST', '/admin/contestfiles/deleted_callback')).toHaveLength(1);
  });

  it('a reload offers the unsaved new challenge back, to its author only, for 14 days', async () => {
    const page = await suite.open('/admin/contests/new');
    await section(page, 'title').getByLabel('Title').fill('Kept across reloads');
    // Keyed by the signed-in staff member (the mock context's user 1).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('challenge-form:draft:new:1') ?? ''))
      .toContain('Kept across reloads');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByRole('alert').filter({ hasText: 'An unsaved challenge from' });
    await offer
      .getByText(
        /It is kept for Morgan Admin only and deleted after 14 days \(.+\), or when the challenge is saved or discarded\./,
      )
      .waitFor();
    await offer.getByRole('button', { name: 'Restore' }).click();
    expect(await section(page, 'title').getByLabel('Title').inputValue()).toBe(
      'Kept across reloads',
    );
    // Another staff member's draft, and this one's once expired, are not offered (and are gone).
    // Edited with the form gone: its autosave after Restore would otherwise write the draft back.
    await page.goto(`${suite.url()}/admin/404`);
    await page.evaluate(() => {
      const draft = JSON.parse(localStorage.getItem('challenge-form:draft:new:1')!);
      localStorage.setItem('challenge-form:draft:new:2', JSON.stringify(draft));
      draft.expiresAt = new Date(Date.now() - 1000).toISOString();
      localStorage.setItem('challenge-form:draft:new:1', JSON.stringify(draft));
    });
    await page.goto(`${suite.url()}/admin/contests/new`);
    // The offer is read on the form's first render: once the title shows, it would be there.
    await section(page, 'title').getByLabel('Title').waitFor();
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    expect(
      await page.evaluate(() => localStorage.getItem('challenge-form:draft:new:1')),
    ).toBeNull();
  });

  it('the editor uploads images through POST /upload_image and refuses other types', async () => {
    const page = await suite.open('/admin/contests/new');
    const description = section(page, 'description');
    await description.getByRole('button', { name: 'Insert image' }).waitFor();
    const insertImage = description.getByRole('button', { name: 'Insert image' });
    await chooseFiles(insertImage, TEST_FILES.text);
    await page.getByText('Chosen file has wrong type').waitFor();
    await chooseFiles(insertImage, TEST_FILES.gif);
    await description.locator('[contenteditable] img').first().waitFor({ state: 'attached' });
    expect(suite.mock.journal.find('POST', '/upload_image')).toHaveLength(1);
  });

  it('a launched challenge shows its evaluation scheme locked', async () => {
    const row = contests().find(
      (contest) => contest.launched === true && contest.contest_type === 'timed',
    )!;
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.getByText('The evaluation scheme cannot change after launch.').waitFor();
    expect(await section(page, 'evaluation').getByLabel('Short name').isDisabled()).toBe(true);
    expect(
      await section(page, 'evaluation').getByRole('button', { name: 'Add a criterion' }).count(),
    ).toBe(0);
  });

  it('says the evaluation scheme cannot change after launch while it still can', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Rewards & Challenge Details');
    await section(page, 'evaluation')
      .getByText('The evaluation scheme cannot change after launch.')
      .waitFor();
    expect(await section(page, 'evaluation').getByLabel('Short name').first().isEnabled()).toBe(
      true,
    );
  });
});
