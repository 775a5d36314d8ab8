import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_URL } from '../../mocks/config';
import { storedObjects } from '../../mocks/db/storage';
import { STORAGE_STALL_MS as STALL_MS } from '../../src/api/storageUpload';
import { openGroup, section } from './challengeFormFill';
import { useBrowserSuite } from './harness';
import { API_TIME_OUT_MS, DONE_ANSWERS } from './uploadAnswers';

/**
 * The challenge form's extra materials (CONTRACT §7): a callback's 2xx is done whatever its
 * body; the post to storage is no API call (progress, cancel, no API time-out); a type change
 * keeps what was uploaded (docs/decisions.md, "Extra materials and the challenge type").
 */
const UPLOADED = '/admin/contestfiles/uploaded_callback';
const DELETED = '/admin/contestfiles/deleted_callback';

const BRIEF = { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') };

const addBrief = async (page: Page) => {
  await openGroup(page, 'Extra Materials');
  await section(page, 'files').locator('input[type=file]').setInputFiles(BRIEF);
};

/** The brief's objects in storage (the seeded challenges' images are stored objects too). */
const storedBriefs = () =>
  storedObjects()
    .all()
    .filter((object) => object.filename === BRIEF.name).length;

const noGenericError = async (page: Page) =>
  expect(await page.getByText('Something went wrong...').count()).toBe(0);

describe('extra materials in Chromium', () => {
  const suite = useBrowserSuite();

  it.each(DONE_ANSWERS)(
    'callbacks answered %s: the file is added, then removed, no error',
    async (_, answer) => {
      suite.fault({ path: UPLOADED, method: 'POST', done: true, ...answer });
      suite.fault({ path: DELETED, method: 'POST', done: true, ...answer });
      const page = await suite.open('/admin/contests/new');
      await addBrief(page);
      await page.getByText('File has been added').waitFor();
      const files = section(page, 'files');
      await files.getByRole('listitem').filter({ hasText: 'brief.pdf' }).waitFor();
      await noGenericError(page);
      await page.getByRole('button', { name: 'Remove brief.pdf' }).click();
      await page.getByText('File has been removed').waitFor();
      expect(await files.getByRole('listitem').count()).toBe(0);
      await noGenericError(page);
      expect(suite.mock.journal.find('POST', DELETED)).toHaveLength(1);
      expect(storedBriefs()).toBe(0);
    },
  );

  it('a storage post slower than the API time-out is not cut: the file is added', async () => {
    // The storage answers after 3 s of real time; the page's clock jumps past the API's time-out
    // meanwhile, as a slow uplink would take it there.
    suite.fault({ path: STORAGE_URL, method: 'POST', delayMs: 3_000, times: 1 });
    const page = await suite.open('/admin/contests/new', { clock: true });
    await addBrief(page);
    await expect.poll(() => suite.mock.journal.find('POST', STORAGE_URL).length).toBe(1);
    await page.clock.fastForward(API_TIME_OUT_MS + 1_000);
    await page.getByText('File has been added').waitFor();
    await section(page, 'files').getByRole('listitem').filter({ hasText: 'brief.pdf' }).waitFor();
    await noGenericError(page);
    expect(suite.mock.journal.find('POST', UPLOADED)).toHaveLength(1);
  });

  it('a storage post that stops moving fails in place; the picker is offered again', async () => {
    suite.fault({ path: STORAGE_URL, method: 'POST', timeout: true, times: 1 });
    const page = await suite.open('/admin/contests/new', { clock: true });
    await addBrief(page);
    const files = section(page, 'files');
    const progress = files.getByRole('progressbar', { name: 'Uploading brief.pdf' });
    await progress.waitFor();
    await expect.poll(() => suite.mock.journal.find('POST', STORAGE_URL).length).toBe(1);
    await page.clock.fastForward(API_TIME_OUT_MS + 1_000);
    // Still under way past the API's time-out …
    await files.getByRole('button', { name: 'Cancel the upload of brief.pdf' }).waitFor();
    await noGenericError(page);
    // … and failed once nothing has moved for the stall time.
    await page.clock.fastForward(STALL_MS);
    await files
      .getByRole('alert')
      .getByText(
        'The upload of brief.pdf failed. Nothing was sent for a while, so the upload was stopped. Check your connection and try again.',
      )
      .waitFor();
    await page.getByText('Something went wrong...').waitFor();
    expect(await progress.count()).toBe(0);
    expect(await files.getByRole('button', { name: 'Add a file' }).isEnabled()).toBe(true);
    expect(suite.mock.journal.find('POST', UPLOADED)).toHaveLength(0);
  });

  it('an upload under way shows its progress and can be cancelled: nothing added, no error', async () => {
    suite.fault({ path: STORAGE_URL, method: 'POST', timeout: true, times: 1 });
    const page = await suite.open('/admin/contests/new');
    await addBrief(page);
    const files = section(page, 'files');
    const progress = files.getByRole('progressbar', { name: 'Uploading brief.pdf' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    await files.getByRole('button', { name: 'Cancel the upload of brief.pdf' }).click();
    await progress.waitFor({ state: 'detached' });
    expect(await files.getByRole('button', { name: 'Add a file' }).isEnabled()).toBe(true);
    expect(await files.getByRole('listitem').count()).toBe(0);
    await noGenericError(page);
    expect(suite.mock.journal.find('POST', UPLOADED)).toHaveLength(0);
    // The same file may be chosen again, and goes through.
    await files.locator('input[type=file]').setInputFiles(BRIEF);
    await page.getByText('File has been added').waitFor();
  });

  /** Uploads the brief, then changes the type and confirms what the dialog says it resets. */
  const changeTypeAfterUpload = async (next: string) => {
    const page = await suite.open('/admin/contests/new');
    await addBrief(page);
    await page.getByText('File has been added').waitFor();
    await page.getByRole('radio', { name: next }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Change the challenge type?').waitFor();
    const text = await dialog.innerText();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: next }).isChecked()).toBe(true);
    return { page, text };
  };

  it('a type change on a new form keeps the uploaded materials where the new type has them', async () => {
    const { page, text } = await changeTypeAfterUpload('Submission');
    expect(text).not.toContain('Extra Materials');
    await openGroup(page, 'Extra Materials');
    await section(page, 'files').getByRole('listitem').filter({ hasText: 'brief.pdf' }).waitFor();
    // Listed on the form, so saved with it; never deleted behind the author's back.
    expect(suite.mock.journal.find('POST', DELETED)).toHaveLength(0);
    expect(storedBriefs()).toBe(1);
  });

  it('a change to a type without Extra Materials names them, and deletes them from storage', async () => {
    const { text } = await changeTypeAfterUpload('Ideation');
    expect(text).toMatch(/These sections lose what they hold: .*Extra Materials/);
    await expect.poll(() => suite.mock.journal.find('POST', DELETED).length).toBe(1);
    await expect.poll(storedBriefs).toBe(0);
  });
});
