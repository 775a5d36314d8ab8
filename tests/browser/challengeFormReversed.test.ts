import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import { useBrowserSuite } from './harness';
import { section } from './challengeFormFill';

describe('a loaded location exclusion is saved as an inclusion only once confirmed', () => {
  const suite = useBrowserSuite();
  const posts = () => suite.mock.journal.find('POST', '/admin/contests');

  it('names each row whose meaning changes; Cancel sends nothing, confirming saves them included', async () => {
    const row = contests().find((contest) => contest.contest_type === 'timed')!;
    contests().update(row.id, {
      contest_permissions: [
        { id: 7, category: 'location', permission_type: 'exclusion', criteria: ['China'] },
        { id: 8, category: 'location', permission_type: 'inclusion', criteria: ['Canada'] },
        { id: 9, category: 'location', permission_type: 'exclusion', criteria: ['India', 'Japan'] },
        { id: 10, category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' },
      ],
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    const title = section(page, 'title').getByLabel('Title');
    await title.fill('Reworded while the exclusions wait');
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Save these location rows as inclusions?' });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('listitem').evaluateAll((items) => items.map((li) => li.textContent)),
    ).toEqual([
      'China: was excluded, will be saved as included',
      'India, Japan: was excluded, will be saved as included',
    ]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing was sent, and the form is as it was.
    await page.waitForTimeout(300);
    expect(posts()).toHaveLength(0);
    expect(await title.inputValue()).toBe('Reworded while the exclusions wait');
    expect(new URL(page.url()).pathname).toBe(`/admin/contests/${row.slug}/edit`);

    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Save as included' }).click();
    await page.getByText('Request successfull').waitFor();
    expect(posts()).toHaveLength(1);
    const sent = parseContestEntries(posts()[0].body as [string, string][]);
    expect(sent.contest_permissions).toEqual([
      { id: 7, category: 'location', permission_type: 'inclusion', criteria: ['China'] },
      { id: 8, category: 'location', permission_type: 'inclusion', criteria: ['Canada'] },
      { id: 9, category: 'location', permission_type: 'inclusion', criteria: ['India', 'Japan'] },
      { id: 10, category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' },
    ]);
  });
});
