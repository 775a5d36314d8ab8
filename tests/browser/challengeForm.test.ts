import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import { toRecord } from '../../mocks/handlers/contests';
import { EXTRA } from '../../mocks/variants';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { fillGrouped, fillIdeation, openGroup } from './challengeFormFill';

const posted = (suite: ReturnType<typeof useBrowserSuite>) => {
  const entries = suite.mock.journal.find('POST', '/admin/contests');
  return entries[entries.length - 1]?.body as [string, unknown][] | undefined;
};

/**
 * What the server keeps the same: '' is how the form sends an empty value, absent and null
 * mean the same, an empty list sends nothing, and `_destroy: false` / an unticked remove-logo
 * are the form's own defaults.
 */
const normalise = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normalise);
  if (!value || typeof value !== 'object') return value === '' ? null : value;
  const kept = Object.entries(value).filter(
    ([key, inner]) =>
      inner !== null &&
      inner !== undefined &&
      inner !== '' &&
      key !== '_destroy' &&
      !(key === 'remove_custom_banner_logo' && inner === false) &&
      !(Array.isArray(inner) && inner.length === 0),
  );
  return Object.fromEntries(kept.map(([key, inner]) => [key, normalise(inner)]));
};

describe('challenge form in Chromium', () => {
  const suite = useBrowserSuite();

  it.each(['timed', 'submission', 'questionnaire'] as const)(
    'creates a %s challenge end to end',
    async (type) => {
      const page = await suite.open('/admin/contests/new');
      const label = type[0].toUpperCase() + type.slice(1);
      await page.getByRole('radio', { name: label }).check();
      await page.getByRole('button', { name: 'Rewards & Challenge Details' }).waitFor();
      const title = `Browser ${type} challenge`;
      await fillGrouped(page, type, title);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Request successfull').waitFor();
      const body = posted(suite)!;
      expect(body).toContainEqual(['contest_type', type]);
      expect(body).toContainEqual(['reward_policy', 'percentile_50']);
      expect(body).toContainEqual(['title', title]);
      expect(body.find(([name]) => name === 'snapshot_pic')?.[1]).toMatchObject({
        file: 'snap.png',
        type: 'image/png',
      });
      await page.waitForURL('**/admin/contests/drafts', { timeout: 8000 });
      await page.getByText(title).first().waitFor();
      const saved = contests().find((row) => row.title === title);
      expect(saved).toMatchObject({ status: 'draft', contest_type: type });
      // The uploaded image is served from the mock's storage (it used to 404).
      const served = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return [response.status, response.headers.get('content-type')];
      }, saved!.snapshot_pic_url!);
      expect(served).toEqual([200, 'image/png']);
    },
  );

  it('creates an ideation challenge end to end', async () => {
    const page = await suite.open('/admin/contests/new');
    await page.getByRole('radio', { name: 'Ideation' }).check();
    await page.getByText('Reward Policy', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Rewards & Challenge Details' }).count()).toBe(0);
    await fillIdeation(page, 'Browser ideation challenge');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    expect(posted(suite)).toContainEqual(['reward_policy', 'crowd_voting']);
    expect(contests().find((row) => row.title === 'Browser ideation challenge')?.contest_type).toBe(
      'ideation',
    );
  });

  it('an empty submit lists the sections as Group > Section and a link focuses the field', async () => {
    const page = await suite.open('/admin/contests/new');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Form is not valid.').waitFor();
    const block = page.getByRole('alert').filter({ hasText: 'Validation errors' });
    await block.waitFor();
    for (const entry of [
      'Rewards & Challenge Details > Challenge title',
      'Rewards & Challenge Details > Challenge image',
      'Rewards & Challenge Details > Challenge description',
      'Rewards & Challenge Details > Deadline',
      'Rewards & Challenge Details > Prize description',
      'Rewards & Challenge Details > Deliverables',
      'Challenge Client & Owner > Rep and Email',
      'Challenge Client & Owner > Company Team',
      'Challenge Client & Owner > Company Contact',
    ]) {
      await block.getByRole('button', { name: entry, exact: true }).waitFor();
    }
    expect(await block.getByRole('button').count()).toBe(9);
    expect(suite.mock.journal.find('POST', '/admin/contests')).toHaveLength(0);
    await block.getByRole('button', { name: 'Challenge Client & Owner > Company Contact' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('contact_name');
    expect(
      await page
        .getByRole('button', { name: 'Challenge Client & Owner', exact: true })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    await page.getByText('This field is required').first().waitFor();
    await expectNoSeriousViolations(page);
  });

  /**
   * A draft timed challenge opened for edit, its title and contact name typed over: what a save
   * sends is a whole valid challenge, as a filled new one (the end-to-end tests above fill
   * those), without the minute of typing.
   */
  const editTyped = async (title: string) => {
    const row = contests().find(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    )!;
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.locator('#challenge-section-title input').fill(title);
    await openGroup(page, 'Challenge Client & Owner');
    await page.getByLabel('Contact name').fill('Jordan Client');
    return page;
  };

  it('422: the server errors go to the block and the fields, nothing typed is lost', async () => {
    const page = await editTyped('Duplicate title');
    suite.fault({
      path: '/admin/contests',
      method: 'POST',
      status: 422,
      times: 1,
      body: {
        data: {
          message: 'Invalid',
          errors: {
            title: ['has already been taken', 'is odd'],
            'feedback_tags.0.name': ['is bad'],
          },
        },
      },
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText("Validation didn't pass. Correct the form").waitFor();
    const block = page.getByRole('alert').filter({ hasText: 'Validation errors' });
    await block
      .getByRole('button', { name: 'Rewards & Challenge Details > Challenge title' })
      .waitFor();
    await block
      .getByRole('button', { name: 'Rewards & Challenge Details > Feedback tags' })
      .waitFor();
    await page.getByText('has already been taken, is odd').waitFor();
    expect(await page.locator('#challenge-section-title input').inputValue()).toBe(
      'Duplicate title',
    );
    expect(await page.getByLabel('Contact name').inputValue()).toBe('Jordan Client');
    // The second try goes through with the same values.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const posts = suite.mock.journal.find('POST', '/admin/contests');
    expect(posts).toHaveLength(2);
    expect(new Map(posts[1].body as [string, unknown][]).get('title')).toBe('Duplicate title');
  });

  it('500: Something went wrong..., and Submit sends once per click', async () => {
    const page = await editTyped('Server failure');
    suite.fault({ path: '/admin/contests', method: 'POST', status: 500, times: 1, delayMs: 300 });
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByText('Something went wrong...').waitFor();
    expect(suite.mock.journal.find('POST', '/admin/contests')).toHaveLength(1);
    expect(await page.locator('#challenge-section-title input').inputValue()).toBe(
      'Server failure',
    );
    expect(await page.getByLabel('Contact name').inputValue()).toBe('Jordan Client');
  });

  it("a redirect_to outside the console's origin is not followed, and the author is told", async () => {
    // An untouched edit saves as a new challenge does, without the minute of typing.
    const row = contests().find((contest) => contest.status === 'draft')!;
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.locator('#challenge-section-title input').waitFor();
    suite.fault({
      path: '/admin/contests',
      method: 'POST',
      status: 200,
      body: { data: { redirect_to: 'https://evil.example/admin/contests/drafts' } },
      times: 1,
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    await page
      .getByText(
        'The challenge was saved. The server asked to continue at https://evil.example/admin/contests/drafts, outside this console, so Challenge Drafts opens instead.',
      )
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/contests/drafts');
    expect(new URL(page.url()).origin).toBe(suite.url());
  });

  it('edit: read-only type, save unchanged sends what it loaded and reloads identically', async () => {
    const row = contests().find(
      (contest) => contest.status === 'draft' && contest.contest_type === 'timed',
    )!;
    const before = toRecord(row);
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.getByRole('heading', { name: 'Edit challenge' }).waitFor();
    await page.locator('#challenge-section-title input').waitFor();
    expect(await page.getByRole('radio', { name: 'Timed' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const sent = parseContestEntries(posted(suite) as [string, string][]);
    // An edit names its challenge by the slug of its address (docs/contract.md).
    const { launched: _launched, ...expected } = before;
    expect(normalise(sent)).toEqual(normalise(expected));
    expect(normalise(toRecord(contests().get(row.id)!))).toEqual(normalise(before));
  });

  it('edit: an untouched save sends back the keys the console does not know (extra answers)', async () => {
    const row = contests().find((contest) => contest.contest_type === 'submission')!;
    suite.fault({ path: `/admin/contests/${row.slug}`, method: 'GET', variant: { mode: 'extra' } });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    await page.getByRole('heading', { name: 'Edit challenge' }).waitFor();
    await page.locator('#challenge-section-title input').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const sent = new Map(posted(suite) as [string, string][]);
    const extra = `[${EXTRA.key}][kept]`;
    expect(sent.get(`${EXTRA.key}[kept]`)).toBe(EXTRA.value.kept);
    expect(sent.get(`contest_layout_customization${extra}`)).toBe(EXTRA.value.kept);
    expect(sent.get(`feedback_tags[0]${extra}`)).toBe(EXTRA.value.kept);
    const rubric = JSON.parse(sent.get('contest_evaluation_scheme[evaluation_rubric]')!) as {
      criteria: { scale: Record<string, unknown>[] }[];
    } & Record<string, unknown>;
    expect(rubric[EXTRA.key]).toEqual(EXTRA.value);
    expect(rubric.criteria[0]![EXTRA.key as never]).toEqual(EXTRA.value);
    expect(rubric.criteria[0]!.scale[0]![EXTRA.key]).toEqual(EXTRA.value);
    expect(await page.getByText(EXTRA.value.kept).count()).toBe(0);
  });

  it('clone: prefilled as Copy of …, saved as a new challenge', async () => {
    const row = contests().find((contest) => contest.contest_type === 'submission')!;
    const count = contests().size;
    const page = await suite.open(`/admin/contests/${row.slug}/clone`);
    await page.getByRole('heading', { name: 'Clone challenge' }).waitFor();
    expect(await page.locator('#challenge-section-title input').inputValue()).toBe(
      `Copy of ${row.title}`,
    );
    expect(await page.getByRole('radio', { name: 'Submission' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const body = posted(suite)!;
    expect(body.some(([name]) => name === 'id')).toBe(false);
    expect(contests().size).toBe(count + 1);
    expect(contests().find((contest) => contest.title === `Copy of ${row.title}`)?.status).toBe(
      'draft',
    );
  });

  it('a failed load shows an error with Retry', async () => {
    suite.fault({ path: '/admin/contests/nope', status: 500 });
    const page = await suite.open('/admin/contests/nope/edit');
    await page.getByText('The challenge could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it('all groups open pass axe', async () => {
    const page = await suite.open('/admin/contests/new');
    for (const group of [
      'Supplementals, Add-ons, Targeting',
      'Restrictions & Control',
      'Challenge Client & Owner',
      'Style Customization',
      'Extra Materials',
    ]) {
      await openGroup(page, group);
    }
    await page.getByRole('textbox', { name: 'Description', exact: true }).waitFor();
    await page.waitForTimeout(1000); // the draft is written 800 ms after a change: give it the chance to misbehave
    await expectNoSeriousViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.getByRole('button', { name: 'Rewards & Challenge Details' }).waitFor();
    await page.getByRole('textbox', { name: 'Description', exact: true }).waitFor();
    // Opening groups is no typed work: nothing to restore.
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    await expectNoSeriousViolations(page);
  });
});
