import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

const CRITERIA = 'contest_permissions[0][criteria]';

const chips = (page: Page) =>
  section(page, 'target_criteria')
    .getByRole('group', { name: 'Criterion 1' })
    .locator('.MuiChip-label')
    .allInnerTexts();

describe('stored location criteria in Chromium', () => {
  const suite = useBrowserSuite();

  it('reads names with ", " whole, shows stored names the list lacks as marked chips, and keeps them', async () => {
    const row = contests().find((contest) => contest.contest_type === 'timed')!;
    // Stored as the text the form sent (a server may keep the joined text as it came).
    contests().update(row.id, {
      contest_permissions: [
        {
          id: 7,
          category: 'location',
          permission_type: 'inclusion',
          criteria: 'Korea, Republic of, Puerto Rico, Hong Kong, Mexico',
        },
      ],
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    await expect
      .poll(() => chips(page), { timeout: 10_000 })
      .toEqual([
        'Korea, Republic of',
        'Puerto Rico (not in the list)',
        'Hong Kong (not in the list)',
        'Mexico',
      ]);
    await expectNoSeriousViolations(page);

    // Editing the row keeps what the list lacks.
    const locations = section(page, 'target_criteria').getByRole('combobox', { name: 'Locations' });
    await locations.click();
    await locations.fill('Canada');
    await page.getByRole('option', { name: 'Canada', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const [post] = suite.mock.journal.find('POST', '/admin/contests');
    const sent = new Map(post!.body as [string, string][]);
    expect(sent.get(CRITERIA)).toBe('Korea, Republic of, Puerto Rico, Hong Kong, Mexico, Canada');

    // Read back (the mock keeps the names as a list): the same chips, Canada added.
    const again = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(again, 'Supplementals, Add-ons, Targeting');
    await expect
      .poll(() => chips(again), { timeout: 10_000 })
      .toEqual([
        'Korea, Republic of',
        'Puerto Rico (not in the list)',
        'Hong Kong (not in the list)',
        'Mexico',
        'Canada',
      ]);
  });

  it('removing a marked chip removes it, and only it', async () => {
    const row = contests().find((contest) => contest.contest_type === 'timed')!;
    contests().update(row.id, {
      contest_permissions: [
        {
          id: 7,
          category: 'location',
          permission_type: 'inclusion',
          criteria: ['Atlantis', 'Chile'],
        },
      ],
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await openGroup(page, 'Supplementals, Add-ons, Targeting');
    await expect
      .poll(() => chips(page), { timeout: 10_000 })
      .toEqual(['Atlantis (not in the list)', 'Chile']);
    await section(page, 'target_criteria')
      .locator('.MuiChip-root', { hasText: 'Atlantis' })
      .locator('.MuiChip-deleteIcon')
      .click();
    await expect.poll(() => chips(page)).toEqual(['Chile']);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const [post] = suite.mock.journal.find('POST', '/admin/contests');
    expect(new Map(post!.body as [string, string][]).get(CRITERIA)).toBe('Chile');
  });
});
