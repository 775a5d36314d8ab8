import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

/** The option names of an MUI select, read by opening it. */
const optionsOf = async (page: Page, combobox: ReturnType<Page['getByRole']>) => {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = await listbox
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => option.getAttribute('aria-label') ?? option.textContent ?? ''),
    );
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return names;
};

const lastPost = (suite: ReturnType<typeof useBrowserSuite>) => {
  const posts = suite.mock.journal.find('POST', '/admin/contests');
  return parseContestEntries(posts[posts.length - 1].body as [string, string][]);
};

describe('the challenge form choices in Chromium', () => {
  const suite = useBrowserSuite();

  it('a select whose choices are still coming shows a spinner named Loading…, and axe passes', async () => {
    // A fresh context: this session holds no option list yet, so the form asks for them.
    suite.fault({ path: '/admin/contests/form_selects/mindsumo_team', method: 'GET', hold: true });
    const page = await suite.open('/admin/contests/new', { ownContext: true });
    await openGroup(page, 'Challenge Client & Owner');
    // react-admin shows it a second after the select mounts.
    await page.getByRole('progressbar', { name: 'Loading…' }).first().waitFor();
    await expectNoSeriousViolations(page);
    suite.mock.faults.clear();
  });

  it('no select offers a blank choice; reward policy has one None', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    await openGroup(page, 'Challenge Client & Owner');
    await section(page, 'supplementals').getByRole('button', { name: 'Add' }).click();
    await section(page, 'target_criteria').getByRole('button', { name: 'Add' }).click();
    expect(await optionsOf(page, page.getByRole('combobox', { name: 'Reward policy' }))).toEqual([
      'Percentage of solvers',
      'Winner and honorable mentions',
      'Winner, runners-up and honorable mentions',
      'External reward',
      'None',
    ]);
    const selects = page.locator('.MuiSelect-select[role=combobox]');
    // The closed groups' sections render a frame at a time after the first ones: wait for them.
    await expect.poll(() => selects.count()).toBeGreaterThanOrEqual(9);
    const count = await selects.count();
    for (let index = 0; index < count; index += 1) {
      const names = await optionsOf(page, selects.nth(index));
      const label = await selects.nth(index).getAttribute('aria-labelledby');
      expect({
        label,
        blank: names.filter((name) => name.trim() === '' || name === 'Clear value'),
      }).toEqual({ label, blank: [] });
      expect(new Set(names).size, `${label}: ${names.join(' | ')}`).toBe(names.length);
    }
    expect(
      await optionsOf(page, page.getByRole('combobox', { name: 'Who can take part' })),
    ).toEqual(['Everybody', 'Top tier', 'First and second tier']);
  });

  it('banner colour: switched off is saved off and stays off after a reload', async () => {
    const row = contests().find((contest) => contest.contest_type === 'submission')!;
    contests().update(row.id, {
      contest_layout_customization: {
        ...row.contest_layout_customization!,
        custom_banner_color: '#123456',
      },
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(page, 'Style Customization');
    const helper = page.getByLabel('Customise the banner');
    expect(await helper.isChecked()).toBe(true);
    await helper.uncheck();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    expect(lastPost(suite).contest_layout_customization?.custom_banner_color ?? null).toBeNull();
    const again = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(again, 'Style Customization');
    expect(await again.getByLabel('Customise the banner').isChecked()).toBe(false);
    expect(await section(again, 'banner_colour').locator('input[type=color]').isDisabled()).toBe(
      true,
    );
  });

  it('a location row loaded as an exclusion is shown, said and, once confirmed, sent as an inclusion', async () => {
    const row = contests().find((contest) => contest.contest_type === 'timed')!;
    contests().update(row.id, {
      contest_permissions: [
        { id: 7, category: 'location', permission_type: 'exclusion', criteria: ['Canada'] },
      ],
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    const criterion = section(page, 'target_criteria').getByRole('group', { name: 'Criterion 1' });
    await criterion
      .getByText('This row was saved as an exclusion. Location criteria are always inclusions')
      .waitFor();
    expect(
      await criterion.getByRole('combobox', { name: 'Inclusion or exclusion' }).innerText(),
    ).toContain('Inclusion');
    await page.getByRole('button', { name: 'Submit' }).click();
    // Its meaning changes: the save asks first.
    await page
      .getByRole('dialog', { name: 'Save these location rows as inclusions?' })
      .getByRole('button', { name: 'Save as included' })
      .click();
    await page.getByText('Request successfull').waitFor();
    expect(lastPost(suite).contest_permissions).toEqual([
      { id: 7, category: 'location', permission_type: 'inclusion', criteria: ['Canada'] },
    ]);
  });

  it('a target tier loaded blank is refused, never sent empty', async () => {
    const row = contests().find((contest) => contest.contest_type === 'timed')!;
    contests().update(row.id, {
      target_problem_solvers: {
        category: 'tier',
        permission_type: 'inclusion',
        criteria: '' as unknown as 'everybody',
      },
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Form is not valid.').waitFor();
    await page
      .getByRole('alert')
      .getByRole('button', { name: 'Supplementals, Add-ons, Targeting > Target Problem Solvers' })
      .waitFor();
    expect(suite.mock.journal.find('POST', '/admin/contests')).toHaveLength(0);
  });
});
