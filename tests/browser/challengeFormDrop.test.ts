import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openGroup, section } from './challengeFormFill';

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface DroppedFile {
  name: string;
  type: string;
  /** Bytes as base64, or a size to fill with zeros. */
  base64?: string;
  size?: number;
}

/** A DataTransfer holding one file, made in the page (as a drag from the desktop would carry). */
const carrying = (page: Page, file: DroppedFile) =>
  page.evaluateHandle(({ name, type, base64, size }) => {
    const bytes = base64
      ? Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      : new Uint8Array(size ?? 1);
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    return transfer;
  }, file);

/** Drags a file over a drop zone (found by its hint), checks the drop target shows, drops it. */
const drop = async (page: Page, within: Locator, file: DroppedFile) => {
  // The hint's element stays while its text changes to say where to drop.
  const zone = (await within.getByText('or drop a file here').elementHandle())!;
  const dataTransfer = await carrying(page, file);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await within.getByText('Drop the file here').waitFor();
  await zone.dispatchEvent('drop', { dataTransfer });
  await within.getByText('or drop a file here').waitFor();
};

const PNG: DroppedFile = { name: 'snap.png', type: 'image/png', base64: PNG_BASE64 };
const TEXT: DroppedFile = { name: 'notes.txt', type: 'text/plain', size: 4 };

describe('dropping files on the challenge form in Chromium', () => {
  const suite = useBrowserSuite();

  it('the image and the banner logo take a dropped file, with the picker checks', async () => {
    const page = await suite.open('/admin/contests/new');
    const image = section(page, 'image');
    await drop(page, image, TEXT);
    await image.getByRole('alert').getByText('Chosen file has wrong type').waitFor();
    await drop(page, image, { name: 'huge.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 });
    await image.getByRole('alert').getByText('File size is too large').waitFor();
    await drop(page, image, PNG);
    await image.getByText('Chosen: snap.png').waitFor();
    expect(await image.getByRole('alert').count()).toBe(0);
    await openGroup(page, 'Style Customization');
    const logo = section(page, 'logo');
    await drop(page, logo, { ...PNG, name: 'logo.png' });
    await logo.getByText('Chosen: logo.png').waitFor();
    // The picker is still there for the keyboard.
    expect(await image.getByRole('button', { name: 'Choose an image' }).count()).toBe(1);
    await expectNoSeriousViolations(page);
  });

  it('every file picker is a real button: axe finds no violation at all, Enter opens the chooser', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Style Customization');
    await openGroup(page, 'Extra Materials');
    const pickers = ['Choose an image', 'Add a file'];
    for (const name of pickers) {
      const button = page.getByRole('button', { name }).first();
      expect(await button.evaluate((node) => node.tagName)).toBe('BUTTON');
    }
    expect(await axeViolations(page, () => true)).toEqual([]);
    // Enter on the focused button opens the image's file input (its click is caught here: an
    // operating system's chooser cannot open in a page run beside others).
    const image = page.getByRole('button', { name: 'Choose an image' }).first();
    await image.focus();
    await expect.poll(() => image.evaluate((node) => node === document.activeElement)).toBe(true);
    const input = section(page, 'image').locator('input[type=file]');
    await input.evaluate((node) => {
      node.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          node.dataset.opened = 'yes';
        },
        { once: true },
      );
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => input.getAttribute('data-opened')).toBe('yes');
    await input.setInputFiles({
      name: 'snap.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await section(page, 'image').getByText('Chosen: snap.png').waitFor();
  });

  it('extra materials: a dropped file uploads; the duplicate alert shows at once beside the control', async () => {
    const page = await suite.open('/admin/contests/new');
    await openGroup(page, 'Extra Materials');
    const files = section(page, 'files');
    const brief = { name: 'brief.pdf', type: 'application/pdf', base64: btoa('%PDF-1.4') };
    await drop(page, files, brief);
    await files.getByText('brief.pdf').first().waitFor();
    const added = page.getByText('File has been added');
    await added.waitFor();
    // The same file again while 'File has been added' is still open: said at once, beside it.
    await files.locator('input[type=file]').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    const alert = files.getByRole('alert');
    await alert.getByText('That file is already uploaded. Please choose another file.').waitFor();
    expect(await added.isVisible()).toBe(true);
    await drop(page, files, TEXT);
    await alert.getByText('Chosen file has wrong type').waitFor();
    expect(suite.mock.journal.find('POST', '/admin/contestfiles/uploaded_callback')).toHaveLength(
      1,
    );
  });

  it('the new company logo takes a dropped file', async () => {
    const page = await suite.open('/admin/companies/new');
    await page.getByRole('radio', { name: 'New company' }).check();
    const logo = page.getByRole('group', { name: 'Logo' });
    await drop(page, logo, { ...PNG, name: 'acme.png' });
    await page.getByText('acme.png').waitFor();
    await page.getByRole('button', { name: 'Choose logo' }).waitFor();
  });
});
