import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { users } from '../../mocks/db/people';
import { fillGrouped, openGroup, section } from './challengeFormFill';
import type { VariantRule } from '../../mocks/variants';
import { chooseFiles, TEST_FILES, useBrowserSuite } from './harness';
import { confirmSignInAs } from './signInAs';
import { openAs, reserve } from './solverHelpers';

/**
 * The mutations outside doneAnswers.test.ts against a server that answers every
 * call with the named fields only, its open shapes in other forms (the mock's `named` mode),
 * and against one that adds keys of its own at every depth (`extra` mode).
 */
const MODES: [string, { variant: VariantRule }][] = [
  ['the named fields only', { variant: { mode: 'named', seed: 7 } }],
  ['unknown keys at every depth', { variant: { mode: 'extra' } }],
];

describe.each(MODES)(
  'mutations against a server answering with %s in Chromium',
  (modeName, mode) => {
    const suite = useBrowserSuite();
    const named = mode.variant.mode === 'named';
    const namedOnly = () => suite.fault({ path: '*', variant: mode.variant });

    it('the solver reserves a spot, saves a draft and submits once: the thanks shows, no form to send again', async () => {
      namedOnly();
      const page = await openAs(suite, '/challenges/open-challenge');
      await reserve(page);
      await page.getByText('Your spot is reserved.').waitFor();
      const idea = page.getByRole('textbox', { name: /Describe your idea/ });
      await idea.fill('Bike lanes painted by students');
      await page.getByRole('combobox', { name: /What is your major\?/ }).selectOption('Design');
      await page.getByRole('radio', { name: 'Yes' }).check();
      // No accepted types (ours): the size alone, no dangling separator.
      if (named) await page.getByText('Up to 10 MB each').waitFor();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Saved/ })
        .waitFor();
      await page.getByRole('button', { name: 'Submit solution' }).click();
      // No address to go to (ours): the thanks in place of the form, nothing to send again.
      await page.getByText('Thank you! Your solution has been submitted.').waitFor();
      expect(await page.getByRole('button', { name: 'Submit solution' }).count()).toBe(0);
      expect(suite.mock.journal.find('POST', '/solutions')).toHaveLength(1);
    });

    it('the solver passes a prefilter, then attaches a file and removes it', async () => {
      namedOnly();
      const page = await openAs(suite, '/challenges/prefilter-challenge');
      await reserve(page);
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Submit solution' }).waitFor();
      await chooseFiles(page.getByRole('button', { name: 'Add files' }), TEST_FILES.pdf);
      const attachments = page.getByRole('list', { name: 'Attachments' });
      await attachments.getByText(/Uploaded/).waitFor();
      await page.getByRole('button', { name: 'Remove idea.pdf' }).click();
      await page.getByText('No files attached yet.').waitFor();
      expect(suite.mock.journal.find('POST', '/solutionfiles/deleted_callback')).toHaveLength(1);
    });

    it('creates a challenge, its people and team chosen from the option lists', async () => {
      namedOnly();
      const page = await suite.open('/admin/contests/new');
      await page.getByRole('button', { name: 'Rewards & Challenge Details' }).waitFor();
      await fillGrouped(page, 'timed', `Challenge (${modeName})`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Request successfull').waitFor();
      // The team's id, read from its option (in another form in named mode).
      const created = contests().find((row) => row.title === `Challenge (${modeName})`);
      expect(created?.company_team_id).toEqual(expect.any(Number));
    });

    it('clones a challenge: saved as a new one', async () => {
      namedOnly();
      const row = contests().find((contest) => contest.contest_type === 'submission')!;
      const count = contests().size;
      const page = await suite.open(`/admin/contests/${row.slug}/clone`);
      await page.getByRole('heading', { name: 'Clone challenge' }).waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Request successfull').waitFor();
      expect(contests().size).toBe(count + 1);
    });

    it('adds and removes an extra material, and uploads an image into the description', async () => {
      namedOnly();
      const page = await suite.open('/admin/contests/new');
      await openGroup(page, 'Extra Materials');
      const input = section(page, 'files').locator('input[type=file]');
      await input.setInputFiles({
        name: 'brief.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await page.getByText('File has been added').waitFor();
      await section(page, 'files').getByText('brief.pdf').waitFor();
      await page.getByRole('button', { name: 'Remove brief.pdf' }).click();
      await page.getByText('File has been removed').waitFor();
      expect(suite.mock.journal.find('POST', '/admin/contestfiles/deleted_callback')).toHaveLength(
        1,
      );

      const description = section(page, 'description');
      await chooseFiles(description.getByRole('button', { name: 'Insert image' }), TEST_FILES.gif);
      await description.locator('[contenteditable] img').first().waitFor({ state: 'attached' });
    });

    it('signs in as a user: the success note, then the root path', async () => {
      namedOnly();
      const email = users().all()[40].email;
      const page = await suite.open('/admin/');
      await page.getByRole('textbox', { name: 'User e-mail' }).fill(email);
      await page.getByRole('button', { name: 'Sign in as user' }).click();
      await confirmSignInAs(page, page.getByRole('button', { name: `Sign in as ${email}` }));
    });
  },
);
