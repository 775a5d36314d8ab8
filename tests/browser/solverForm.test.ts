import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openAs, reserve, SOLVERS } from './solverHelpers';

const idea = (page: Page) => page.getByRole('textbox', { name: /Describe your idea/ });

/** The open challenge's required answers. */
const answerRequired = async (page: Page, text: string) => {
  await idea(page).fill(text);
  await page.getByRole('combobox', { name: /What is your major\?/ }).selectOption('Design');
  await page.getByRole('radio', { name: 'Yes' }).check();
};

const lastBody = (suite: ReturnType<typeof useBrowserSuite>, method: string, path: string) =>
  suite.mock.journal.find(method, path).at(-1)?.body as Record<string, unknown> | undefined;

describe('the solver solution form', () => {
  const suite = useBrowserSuite();

  const openForm = async (
    slug = 'open-challenge',
    solver?: string,
    viewport?: { width: number; height: number },
  ) => {
    const page = await openAs(suite, `/challenges/${slug}`, solver, { viewport });
    await reserve(page);
    await page.getByRole('button', { name: 'Submit solution' }).waitFor();
    return page;
  };

  it('prefilter: a failed check makes the solver ineligible with the reason, and it stays so after a reload', async () => {
    const page = await openAs(suite, '/challenges/prefilter-challenge');
    await reserve(page);
    await page.getByRole('heading', { name: 'A few questions first' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /does not meet this challenge's criteria/ })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Submit solution' }).count()).toBe(0);
    const [check] = suite.mock.journal.find(
      'POST',
      '/contests/prefilter-challenge/check_prefilter',
    );
    expect(check.query).toEqual({ permit: '10' });
    expect(check.body).toEqual({ supplementals: { '10': 'No' } });
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: /does not meet this challenge's criteria/ })
      .waitFor();
  });

  it('prefilter: a passed check replaces the form object with the solution form', async () => {
    const page = await openAs(suite, '/challenges/prefilter-challenge');
    await reserve(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('This field is required').waitFor();
    expect(
      suite.mock.journal.find('POST', '/contests/prefilter-challenge/check_prefilter'),
    ).toHaveLength(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit solution' }).waitFor();
    expect(await page.getByRole('heading', { name: 'A few questions first' }).count()).toBe(0);
    await idea(page).waitFor();
  });

  it('autosaves the draft after typing stops, saves on demand, and restores it after a reload', async () => {
    const page = await openForm();
    await idea(page).fill('Bike lanes painted by students');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved at/ })
      .waitFor();
    const autosaved = lastBody(suite, 'POST', '/solution_drafts');
    expect(autosaved).toMatchObject({
      contest_slug: 'open-challenge',
      deliverables: { '1': 'Bike lanes painted by students' },
    });
    expect(suite.mock.journal.find('POST', '/solution_drafts')).toHaveLength(1);
    await page.getByRole('combobox', { name: /What is your major\?/ }).selectOption('Engineering');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(() => suite.mock.journal.find('POST', '/solution_drafts').length)
      .toBeGreaterThanOrEqual(2);
    expect(lastBody(suite, 'POST', '/solution_drafts')).toMatchObject({
      supplementals: { '1': 'Engineering' },
    });
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved at/ })
      .waitFor();
    await page.reload();
    await page.getByText('Your saved draft has been restored.').waitFor();
    expect(await idea(page).inputValue()).toBe('Bike lanes painted by students');
    expect(await page.getByRole('combobox', { name: /What is your major\?/ }).inputValue()).toBe(
      'Engineering',
    );
  });

  it('uploads a file directly to storage with progress, confirms it, and removes it with the callbacks', async () => {
    const page = await openForm();
    suite.fault({ path: '/mock-storage/upload', method: 'POST', delayMs: 1500, times: 1 });
    // By keyboard: Enter on 'Add files' opens the file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add files' }).focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'idea.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 a small test file'),
    });
    await page.getByRole('progressbar', { name: 'Uploading idea.pdf' }).waitFor();
    await page
      .getByRole('list', { name: 'Attachments' })
      .getByText(/Uploaded/)
      .waitFor();
    const [signed] = suite.mock.journal.find('GET', '/solutionfiles/signed_url');
    expect(signed.query).toMatchObject({
      contest_slug: 'open-challenge',
      filename: 'idea.pdf',
      content_type: 'application/pdf',
    });
    const [stored] = suite.mock.journal.find('POST', '/mock-storage/upload');
    const fields = stored.body as [string, unknown][];
    const key = fields.find(([name]) => name === 'key')?.[1];
    expect(key).toMatch(/^solutionfiles\/.+idea\.pdf$/);
    expect(fields.at(-1)?.[0]).toBe('file');
    expect(lastBody(suite, 'POST', '/solutionfiles/uploaded_callback')).toEqual({
      solutionfile: { key },
    });
    await page.reload();
    await page.getByRole('list', { name: 'Attachments' }).getByText('idea.pdf').waitFor();
    await page.getByRole('button', { name: 'Remove idea.pdf' }).click();
    await page.getByText('No files attached yet.').waitFor();
    expect(lastBody(suite, 'POST', '/solutionfiles/deleted_callback')).toEqual({
      solutionfile: { key },
    });
  });

  it("refuses a file of the wrong type or size with the seed's messages, before any upload", async () => {
    const page = await openForm();
    await page.locator('input[type=file]').setInputFiles([
      { name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    await page.getByText('notes.exe: Chosen file has wrong type').waitFor();
    await page.getByText('huge.pdf: File size is too large').waitFor();
    expect(suite.mock.journal.find('GET', '/solutionfiles/signed_url')).toHaveLength(0);
  });

  it('checks the form before sending: Form is not valid, and nothing is posted', async () => {
    const page = await openForm();
    await page.getByRole('button', { name: 'Submit solution' }).click();
    await page.getByRole('alert').filter({ hasText: 'Form is not valid.' }).waitFor();
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(3);
    expect(suite.mock.journal.find('POST', '/solutions')).toHaveLength(0);
  });

  it('keeps every answer and shows the errors when the submit fails, then redirects to the view address on success', async () => {
    const page = await openForm();
    await answerRequired(page, 'Shared scooters with student-run maintenance');
    await page.getByRole('checkbox', { name: 'Reddit' }).check();
    suite.fault({
      path: '/solutions',
      method: 'POST',
      status: 422,
      times: 1,
      body: {
        data: {
          message: 'Solution is not valid',
          errors: { 'deliverables.1': ['is too similar to another solution'] },
        },
      },
    });
    await page.getByRole('button', { name: 'Submit solution' }).click();
    await page.getByText('is too similar to another solution').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: /Your solution was not sent/ })
      .waitFor();
    expect(await idea(page).inputValue()).toBe('Shared scooters with student-run maintenance');
    expect(await page.getByRole('combobox', { name: /What is your major\?/ }).inputValue()).toBe(
      'Design',
    );
    expect(await page.getByRole('checkbox', { name: 'Reddit' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Submit solution' }).click();
    await page.waitForURL(/\/challenges\/open-challenge\/solutions\/\d+$/);
    await page.getByText('Thank you! Your solution has been submitted.').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Describe your idea' }).waitFor();
    await page.getByText('Shared scooters with student-run maintenance').waitFor();
    await expectNoSeriousViolations(page);
    expect(lastBody(suite, 'POST', '/solutions')).toMatchObject({
      contest_slug: 'open-challenge',
      deliverables: { '1': 'Shared scooters with student-run maintenance' },
      supplementals: {
        '1': 'Design',
        '2': ['Reddit'],
        '7': 'Yes',
        '8': ['Price', 'Speed', 'Design'],
      },
      file_keys: [],
    });
    // The solver area routes itself: the link opens in place (no reload), and Back/Forward work.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Back to the challenge' }).click();
    await page.getByText('You have submitted a solution to this challenge.').waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await page.getByText('Thank you! Your solution has been submitted.').waitFor();
    expect(page.url()).toMatch(/\/challenges\/open-challenge\/solutions\/\d+$/);
    await page.goForward();
    await page.getByText('You have submitted a solution to this challenge.').waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it('follows only a same-origin redirect: another origin falls back to the challenge address', async () => {
    const page = await openForm();
    await answerRequired(page, 'Car-free campus Fridays');
    suite.fault({
      path: '/solutions',
      method: 'POST',
      status: 200,
      times: 1,
      body: {
        data: {
          id: 99,
          viewUrl: 'https://evil.example/steal',
          challengeUrl: '//evil.example/again',
        },
      },
    });
    const navigated = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Submit solution' }).click();
    expect((await navigated).url()).toBe(`${suite.url()}/challenges/open-challenge`);
    await page.getByRole('heading', { level: 1, name: /Open challenge/ }).waitFor();
  });

  it('enforces the first-time restrictions: no attachments, no paste, at least 200 characters', async () => {
    const page = await openForm('first-time-restricted', SOLVERS.firstTime);
    await page.getByText('First solution rules').waitFor();
    expect(await page.getByText('Add files').count()).toBe(0);
    await idea(page).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'copied text');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page
      .getByText('Pasting is turned off for first solutions: please type your answer.')
      .waitFor();
    await answerRequired(page, 'Too short');
    await page.getByRole('button', { name: 'Submit solution' }).click();
    await page
      .getByText('A first solution needs at least 200 characters in all (9 so far).')
      .waitFor();
    expect(suite.mock.journal.find('POST', '/solutions')).toHaveLength(0);
  });

  it('says how much of a paste the length limit cut off', async () => {
    const page = await openForm();
    const origin = new URL(page.url()).origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await idea(page).fill('Intro. ');
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'x'.repeat(2500));
    await idea(page).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+V');
    await expect.poll(async () => (await idea(page).inputValue()).length).toBe(2000);
    const note = page.getByRole('status').filter({ hasText: 'The pasted text was cut to fit' });
    expect(await note.innerText()).toBe(
      'The pasted text was cut to fit: its last 507 of 2500 characters were left out (limit 2000).',
    );
    // The next key is the solver's own editing: the note goes.
    await page.keyboard.press('Backspace');
    await note.waitFor({ state: 'detached' });
    await page.getByText('1999 / 2000').waitFor();
  });

  it('shows the time limit as a countdown', async () => {
    const page = await openForm('timed-challenge');
    await page
      .getByRole('timer')
      .filter({ hasText: /^Time left to submit: (59m|1h 0m)/ })
      .waitFor();
    await page.getByText('You have 1h 0m 0s from when you opened this form to submit.').waitFor();
  });

  it('fits a 375 px phone without sideways scrolling, and axe finds nothing serious', async () => {
    const page = await openForm('open-challenge', undefined, { width: 375, height: 740 });
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.body.scrollWidth,
    ]);
    expect(Math.max(...widths)).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page);
  });
});
