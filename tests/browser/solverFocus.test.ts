import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openAs } from './solverHelpers';

/** The accessible name (aria-label, else text) of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? null;
  });

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4 a small test file'),
});

/** Drags files over the attachments area and drops them, as a file manager would. */
const dropFiles = (
  page: Page,
  files: { name: string; type: string; text: string }[],
  drop = true,
) =>
  page.evaluate(
    ({ files: list, drop: release }) => {
      const target = document.querySelector('[role="group"][aria-label="Attachments"] button')!;
      const data = new DataTransfer();
      for (const file of list)
        data.items.add(new File([file.text], file.name, { type: file.type }));
      target.dispatchEvent(
        new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: data }),
      );
      target.dispatchEvent(
        new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }),
      );
      if (release)
        target.dispatchEvent(
          new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }),
        );
    },
    { files, drop },
  );

describe('the solver form: focus after each action, and files dropped', () => {
  const suite = useBrowserSuite();

  const openForm = async () => {
    const page = await openAs(suite, '/challenges/open-challenge');
    await page.getByRole('button', { name: 'Reserve a spot' }).click();
    await page.getByRole('button', { name: 'Submit solution' }).waitFor();
    return page;
  };

  it('moves focus to the form after Reserve', async () => {
    const page = await openForm();
    await page.waitForFunction(
      () =>
        document.activeElement?.tagName === 'H2' &&
        document.activeElement.textContent === 'Your solution',
    );
  });

  it('keeps focus on the moved ranking item, also once it reaches the top or the bottom', async () => {
    const page = await openForm();
    await page.getByRole('button', { name: 'Move Speed up' }).click();
    // Speed is first now: its up button is disabled, so focus is on its down button.
    expect(await focused(page)).toBe('Move Speed down');
    const ranking = page.getByRole('group', { name: 'Rank these features by importance' });
    expect(
      (await ranking.getByRole('listitem').allTextContents()).map((text) =>
        text.replace(/[↑↓]/g, '').trim(),
      ),
    ).toEqual(['1. Speed', '2. Price', '3. Design']);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('Move Speed down');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('Move Speed up');
    expect(await ranking.getByRole('listitem').last().textContent()).toMatch(/3\. Speed/);
  });

  it('moves focus to the next file after a removal, and to Add files after the last', async () => {
    const page = await openForm();
    await page.locator('input[type=file]').setInputFiles([pdf('first.pdf'), pdf('second.pdf')]);
    const list = page.getByRole('list', { name: 'Attachments' });
    await expect.poll(() => list.getByText('Uploaded').count()).toBe(2);
    await page.getByRole('button', { name: 'Remove first.pdf' }).click();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Remove second.pdf',
    );
    await page.keyboard.press('Enter');
    await page.getByText('No files attached yet.').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Add files');
  });

  it('focuses the first invalid answer after an invalid submit; groups carry their error', async () => {
    const page = await openForm();
    await page.getByRole('button', { name: 'Submit solution' }).click();
    await page.getByText('Form is not valid.').waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    expect(
      await page.evaluate(
        () => document.querySelector(`label[for="${document.activeElement?.id}"]`)?.textContent,
      ),
    ).toMatch(/Describe your idea/);
    const radios = page.getByRole('group', { name: /Have you used a product like this before\?/ });
    expect(await radios.getAttribute('aria-invalid')).toBe('true');
    const described = await radios.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('This field is required');
    // Fill the text answers: the next invalid submit focuses the radio group's first radio.
    await page.getByRole('textbox', { name: /Describe your idea/ }).fill('Bike lanes');
    await page.getByRole('combobox', { name: /What is your major\?/ }).selectOption('Design');
    await page.getByRole('button', { name: 'Submit solution' }).click();
    await page.waitForFunction(
      () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
    );
    expect(suite.mock.journal.find('POST', '/solutions')).toHaveLength(0);
    await expectNoSeriousViolations(page);
  });

  it('accepts files dropped on the attachments area, with a visible target and the same checks', async () => {
    const page = await openForm();
    await dropFiles(
      page,
      [{ name: 'dropped.pdf', type: 'application/pdf', text: '%PDF-1.4' }],
      false,
    );
    await page.getByText('Drop the files to attach them').waitFor();
    await dropFiles(page, [
      { name: 'dropped.pdf', type: 'application/pdf', text: '%PDF-1.4' },
      { name: 'virus.exe', type: 'application/octet-stream', text: 'MZ' },
    ]);
    await page.getByText('or drop them here').waitFor();
    await page.getByRole('list', { name: 'Attachments' }).getByText('Uploaded').waitFor();
    await page.getByText('virus.exe: Chosen file has wrong type').waitFor();
    expect(suite.mock.journal.find('GET', '/solutionfiles/signed_url')).toHaveLength(1);
    // The same name again, dropped or picked: refused as a duplicate.
    await dropFiles(page, [{ name: 'dropped.pdf', type: 'application/pdf', text: '%PDF-1.4' }]);
    await page
      .getByText('dropped.pdf: That file is already uploaded. Please choose another file.')
      .waitFor();
    await page.locator('input[type=file]').setInputFiles([pdf('dropped.pdf')]);
    expect(suite.mock.journal.find('GET', '/solutionfiles/signed_url')).toHaveLength(1);
    await expectNoSeriousViolations(page);
  });
});
