import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_URL } from '../../mocks/config';
import { storedObjects } from '../../mocks/db/storage';
import { STORAGE_STALL_MS as STALL_MS } from '../../src/api/storageUpload';
import { chooseFiles, TEST_FILES, useBrowserSuite } from './harness';
import { openAs, reserve } from './solverHelpers';
import { API_TIME_OUT_MS, DONE_ANSWERS } from './uploadAnswers';

/**
 * The solver's attachments (CONTRACT §7): a callback's 2xx is done whatever its body, the post to
 * storage fails only once it stops moving, and a material is shown by its file name.
 */
const UPLOADED = '/solutionfiles/uploaded_callback';
const DELETED = '/solutionfiles/deleted_callback';

const openForm = async (page: Page) => {
  await reserve(page);
  await page.getByRole('button', { name: 'Submit solution' }).waitFor();
};

describe('the solver attaches files in Chromium', () => {
  const suite = useBrowserSuite();

  it.each(DONE_ANSWERS)(
    'callbacks answered %s: the file is uploaded, then removed, no error',
    async (_, answer) => {
      suite.fault({ path: UPLOADED, method: 'POST', done: true, ...answer });
      suite.fault({ path: DELETED, method: 'POST', done: true, ...answer });
      const page = await openAs(suite, '/challenges/open-challenge');
      await openForm(page);
      await chooseFiles(page.getByRole('button', { name: 'Add files' }), TEST_FILES.pdf);
      const attachments = page.getByRole('list', { name: 'Attachments' });
      await attachments.getByText(/Uploaded/).waitFor();
      expect(await page.getByText(/failed/).count()).toBe(0);
      await page.getByRole('button', { name: 'Remove idea.pdf' }).click();
      await page.getByText('No files attached yet.').waitFor();
      expect(suite.mock.journal.find('POST', DELETED)).toHaveLength(1);
      // The seeded challenges' images are stored objects too: only the attachment is counted.
      const stored = storedObjects()
        .all()
        .filter((object) => object.filename === 'idea.pdf');
      expect(stored).toHaveLength(0);
    },
  );

  it('a storage post is not cut at the API time-out, and fails once nothing has moved for a while', async () => {
    suite.fault({ path: STORAGE_URL, method: 'POST', timeout: true, times: 1 });
    const page = await openAs(suite, '/challenges/open-challenge', undefined, { clock: true });
    await openForm(page);
    await chooseFiles(page.getByRole('button', { name: 'Add files' }), TEST_FILES.pdf);
    const progress = page.getByRole('progressbar', { name: 'Uploading idea.pdf' });
    await progress.waitFor();
    await expect.poll(() => suite.mock.journal.find('POST', STORAGE_URL).length).toBe(1);
    await page.clock.fastForward(API_TIME_OUT_MS + 1_000);
    await page.clock.fastForward(STALL_MS);
    await page
      .getByText(
        'The upload of idea.pdf failed. Nothing was sent for a while, so the upload was stopped. Check your connection and try again.',
      )
      .waitFor();
    expect(await progress.count()).toBe(0);
    expect(suite.mock.journal.find('POST', UPLOADED)).toHaveLength(0);
  });

  it('named answers: an extra material without a name is shown by the name in its key', async () => {
    suite.fault({ path: '*', variant: { mode: 'named', seed: 7 } });
    const page = await openAs(suite, '/challenges/open-challenge');
    const materials = page.getByRole('region', { name: 'Extra materials' });
    await materials.getByText('commute-brief.pdf', { exact: true }).waitFor();
    expect(await materials.getByText(/contestfiles\//).count()).toBe(0);
  });
});
