import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cashouts } from '../../mocks/db/cashouts';
import { opportunities } from '../../mocks/db/opportunities';
import { users } from '../../mocks/db/people';
import { useBrowserSuite } from './harness';

/** An unbroken server value: one word of 600 characters. */
const LONG_EMAIL = `${'x'.repeat(588)}@example.com`;
const LONG_WORD = 'Supercalifragilistic'.repeat(30);

/** Whether the page scrolls sideways, and whether any element showing `text` is cut off. */
const overflow = (page: Page, text: string) =>
  page.evaluate((needle) => {
    const root = document.scrollingElement!;
    const clipped = [...document.querySelectorAll('main *')].filter(
      (node) =>
        node.children.length === 0 &&
        node.textContent?.includes(needle.slice(0, 40)) &&
        node.scrollWidth > node.clientWidth + 1 &&
        getComputedStyle(node).overflowX !== 'visible' &&
        !(node as HTMLElement).title,
    );
    return { sideways: root.scrollWidth > root.clientWidth, clipped: clipped.length };
  }, text);

/** Long texts wrap (or truncate with the full text on hover) wherever a server value shows. */
describe('long server values in Chromium', () => {
  const suite = useBrowserSuite();

  it('a 600-character e-mail wraps on its cashout card; the page does not widen at 1280 px', async () => {
    const pending = cashouts()
      .filter((cashout) => cashout.status === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt)[0];
    users().update(pending.userId, { email: LONG_EMAIL });
    const page = await suite.open('/admin/students/cashouts', {
      viewport: { width: 1280, height: 900 },
    });
    await page.getByText(LONG_EMAIL.slice(0, 30), { exact: false }).first().waitFor();
    await expect.poll(() => overflow(page, LONG_EMAIL)).toEqual({ sideways: false, clipped: 0 });
  });

  it('long request answers wrap on the opportunity detail, none clipped', async () => {
    const row = opportunities().all()[0];
    opportunities().update(row.id, {
      email: LONG_EMAIL,
      payload: { ...row.payload, company: LONG_WORD, challengeQuestions: LONG_WORD },
    });
    const page = await suite.open(`/admin/sales/opportunity/${row.id}`, {
      viewport: { width: 1280, height: 900 },
    });
    await page.getByRole('heading', { level: 1, name: 'Challenge Request Details' }).waitFor();
    await page.getByText(LONG_WORD.slice(0, 30), { exact: false }).first().waitFor();
    await expect.poll(() => overflow(page, LONG_WORD)).toEqual({ sideways: false, clipped: 0 });
    await expect.poll(() => overflow(page, LONG_EMAIL)).toEqual({ sideways: false, clipped: 0 });
  });

  it('a request with 35 KB of text keeps its Opportunities row a line or two high, the full text on hover', async () => {
    const words = 'Our students should compare every snack on campus and its price. ';
    const long = words.repeat(Math.ceil(35_000 / words.length)).trim();
    const { id: _id, ...sample } = opportunities().all()[0];
    opportunities().insert({
      ...sample,
      email: 'long.request@fabrikam.example',
      lastName: 'Longwriter',
      supervisorName: null,
      createdAt: new Date().toISOString(),
      payload: { ...sample.payload, lastName: 'Longwriter', company: long, challengeOutput: long },
    });
    const page = await suite.open('/admin/sales/opportunities', {
      viewport: { width: 1280, height: 900 },
    });
    const row = page.getByRole('row').filter({ hasText: 'Longwriter' });
    await row.waitFor();
    expect((await row.boundingBox())!.height).toBeLessThan(120);
    const output = row.getByRole('cell').nth(4);
    expect(await output.getAttribute('title')).toBe(long);
    await expect.poll(() => overflow(page, long)).toEqual({ sideways: false, clipped: 0 });
  });
});
