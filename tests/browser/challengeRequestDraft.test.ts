import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY } from '../../src/challenge-request/draft';
import { useBrowserSuite } from './harness';

const CALL = '/sales/opportunities';
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });
const send = (page: Page) => page.getByRole('button', { name: 'Send my request' });
const described = async (page: Page, label: string) => {
  const ids = (await field(page, label).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
};
const stored = (page: Page) =>
  page.evaluate(
    (key) => ({
      local: localStorage.getItem(key),
      session: sessionStorage.getItem(key),
    }),
    DRAFT_KEY,
  );

const TYPED = {
  'Work e-mail': 'dana.reyes@fabrikam.example',
  'First name': 'Dana',
  'Last name': 'Reyes',
  'Company or organisation': 'Fabrikam',
  'What is your challenge about?': 'A confidential product launch',
};

/** What a client typed and did not send stays with their tab, not with the computer. */
describe('the public request on a shared computer in Chromium', () => {
  const suite = useBrowserSuite();

  it('keeps the unsent draft for the tab only; the next tab starts empty', async () => {
    const page = await suite.open('/challenge_request');
    for (const [label, value] of Object.entries(TYPED)) await field(page, label).fill(value);
    await expect.poll(() => stored(page).then((kept) => kept.session)).toContain('Fabrikam');
    expect((await stored(page)).local).toBeNull();
    const next = await page.context().newPage();
    await next.goto(`${suite.url()}/challenge_request`);
    await field(next, 'Company or organisation').waitFor();
    expect(await field(next, 'Company or organisation').inputValue()).toBe('');
    expect(await field(next, 'Work e-mail').inputValue()).toBe('');
  });

  it('removes a draft an older page left on the computer, without showing it', async () => {
    const page = await suite.open('/challenge_request');
    await field(page, 'Work e-mail').waitFor();
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ company: 'Someone Else Inc' })),
      DRAFT_KEY,
    );
    await page.reload();
    await field(page, 'Company or organisation').waitFor();
    expect(await field(page, 'Company or organisation').inputValue()).toBe('');
    expect((await stored(page)).local).toBeNull();
  });

  it('offers Start over beside the restore note: it clears the form and the draft', async () => {
    const page = await suite.open('/challenge_request');
    for (const [label, value] of Object.entries(TYPED)) await field(page, label).fill(value);
    await expect.poll(() => stored(page).then((kept) => kept.session)).toContain('Fabrikam');
    await page.reload();
    const note = page.getByText('We restored what you typed earlier in this tab.');
    await note.waitFor();
    expect(await field(page, 'Company or organisation').inputValue()).toBe('Fabrikam');
    await page.getByRole('button', { name: 'Start over' }).click();
    for (const label of Object.keys(TYPED)) expect(await field(page, label).inputValue()).toBe('');
    expect(await note.count()).toBe(0);
    expect(await stored(page)).toEqual({ local: null, session: null });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('email');
    await page.reload();
    await field(page, 'Work e-mail').waitFor();
    expect(await field(page, 'Company or organisation').inputValue()).toBe('');
  });

  it('says each text field’s length limit before sending, and never sends more', async () => {
    const page = await suite.open('/challenge_request');
    expect(await described(page, 'What is your challenge about?')).toContain('0 / 5000 characters');
    for (const [label, value] of Object.entries(TYPED)) await field(page, label).fill(value);
    const topic = field(page, 'What is your challenge about?');
    await topic.fill('y'.repeat(6000));
    expect((await topic.inputValue()).length).toBeLessThanOrEqual(5000);
    expect(await described(page, 'What is your challenge about?')).toContain(
      '5000 / 5000 characters',
    );
    const name = field(page, 'First name');
    await name.fill('n'.repeat(500));
    expect((await name.inputValue()).length).toBeLessThanOrEqual(100);
    await send(page).click();
    await page.getByRole('heading', { level: 1, name: /Thank you/ }).waitFor();
    const [request] = suite.mock.journal.find('POST', CALL);
    const body = request.body as { email: string; payload: Record<string, string> };
    expect(body.payload.challengeTopic).toHaveLength(5000);
    expect(body.payload.firstName.length).toBeLessThanOrEqual(100);
  });

  it('refuses a restored draft longer than a limit, at its field, and sends nothing', async () => {
    const page = await suite.open('/challenge_request');
    await field(page, 'Work e-mail').waitFor();
    await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [
      DRAFT_KEY,
      JSON.stringify({ ...TYPED_VALUES, company: 'c'.repeat(300) }),
    ] as const);
    await page.reload();
    await field(page, 'Company or organisation').waitFor();
    await send(page).click();
    const company = field(page, 'Company or organisation');
    await expect.poll(() => company.getAttribute('aria-invalid')).toBe('true');
    expect(await described(page, 'Company or organisation')).toContain(
      'Please shorten this to 200 characters (now 300).',
    );
    expect(suite.mock.journal.find('POST', CALL)).toHaveLength(0);
  });
});

const TYPED_VALUES = {
  email: TYPED['Work e-mail'],
  firstName: 'Dana',
  lastName: 'Reyes',
  challengeTopic: 'A confidential product launch',
};
