import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../src/contract/fixedLists';
import { DRAFT_KEY } from '../../src/challenge-request/draft';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const CALL = '/sales/opportunities';

/** Every text field of the form by its label, with what a client types into it. */
const TYPED = {
  'Work e-mail': 'dana.reyes@fabrikam.example',
  'First name': 'Dana',
  'Last name': 'Reyes',
  'Your job title': 'Head of Innovation',
  'Company or organisation': 'Fabrikam',
  'What is your challenge about?': 'How can we make our snacks the first choice on campus?',
  'Which questions should students answer?': 'What do students snack on?\nWhen?',
  'What would you like to receive?': 'Product ideas',
  'Anything students should avoid or respect?': 'No competitor names.',
  'Material you could share with students': 'Brand guidelines',
  'When do you need the solutions?': 'Within 6 weeks',
  'How did you hear about us?': 'A colleague',
};

/** The body CONTRACT §8 fixes for TYPED, with Food & Beverage and Branded chosen. */
const BODY = {
  email: 'dana.reyes@fabrikam.example',
  payload: {
    firstName: 'Dana',
    lastName: 'Reyes',
    found_out_from: 'A colleague',
    company: 'Fabrikam',
    industry: 'Food & Beverage',
    challengerTitle: 'Head of Innovation',
    challengeOutput: 'Product ideas',
    anonymousOrBranded: 'Branded',
    solutionsTimeframe: 'Within 6 weeks',
    challengeTopic: 'How can we make our snacks the first choice on campus?',
    challengeQuestions: 'What do students snack on?\nWhen?',
    challengeGuardrails: 'No competitor names.',
    challengeSupplementals: 'Brand guidelines',
  },
};

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });
const industry = (page: Page) => page.getByRole('combobox', { name: 'Industry' });
const send = (page: Page) => page.getByRole('button', { name: 'Send my request' });

const fillAll = async (page: Page, typed: Record<string, string> = TYPED) => {
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
  await industry(page).selectOption('Food & Beverage');
  await page.getByRole('radio', { name: 'Branded' }).check();
};

const REQUIRED = {
  'Work e-mail': TYPED['Work e-mail'],
  'First name': 'Dana',
  'Last name': 'Reyes',
  'Company or organisation': 'Fabrikam',
  'What is your challenge about?': 'Snacks on campus',
};

const success = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Thank you, your request is on its way' });

describe('the public challenge request in Chromium', () => {
  const suite = useBrowserSuite();
  const sent = () => suite.mock.journal.find('POST', CALL);

  it('shows every field of the payload with its label, the industry list and Anonymous / Branded', async () => {
    const page = await suite.open('/challenge_request');
    await page
      .getByRole('heading', { level: 1, name: 'Ask students to solve your challenge' })
      .waitFor();
    for (const label of Object.keys(TYPED)) await field(page, label).waitFor();
    expect(await industry(page).locator('option').allTextContents()).toEqual([
      'Choose an industry',
      ...INDUSTRIES,
    ]);
    const group = page.getByRole('radiogroup', {
      name: 'Show your organisation’s name to students?',
    });
    expect(await group.getByRole('radio').count()).toBe(2);
    await group.getByRole('radio', { name: 'Anonymous' }).waitFor();
    await group.getByRole('radio', { name: 'Branded' }).waitFor();
    for (const label of Object.keys(REQUIRED))
      expect(await field(page, label).getAttribute('required')).not.toBeNull();
    expect(await field(page, 'Your job title').getAttribute('required')).toBeNull();
    expect(await page.title()).toBe('Ask students to solve your challenge');
    // No console code ran: the staff's context was never asked for.
    expect(suite.mock.journal.find('GET', '/admin/context')).toHaveLength(0);
  });

  it('sends nothing when empty: each required field says why, and the first takes the focus', async () => {
    const page = await suite.open('/challenge_request');
    await send(page).click();
    await page.getByRole('alert').filter({ hasText: 'Some answers need a look' }).waitFor();
    expect(await page.getByText('Please fill this in.').count()).toBe(5);
    await expectNoSeriousViolations(page);
    expect(
      await field(page, 'Work e-mail').evaluate((node) => node === document.activeElement),
    ).toBe(true);
    await field(page, 'Work e-mail').fill('not-an-address');
    await field(page, 'First name').fill('Dana');
    await send(page).click();
    await page.getByText('Please enter an e-mail address like name@company.com.').waitFor();
    expect(await field(page, 'Work e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'First name').getAttribute('aria-invalid')).toBe('false');
    expect(sent()).toHaveLength(0);
    // Once every marked field is fixed, the pointer to them goes too.
    for (const [label, value] of Object.entries(REQUIRED)) await field(page, label).fill(value);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('posts the body of CONTRACT §8 with the CSRF token, lands on the success page and clears the draft', async () => {
    const page = await suite.open('/challenge_request');
    await page.evaluate(() => {
      const meta = document.createElement('meta');
      meta.name = 'csrf-token';
      meta.content = 'token-123';
      document.head.append(meta);
    });
    await fillAll(page);
    await send(page).click();
    await success(page).waitFor();
    expect(page.url()).toMatch(/\/challenge_request\/success$/);
    const [request] = sent();
    expect(request.body).toEqual(BODY);
    expect(request.headers['x-csrf-token']).toBe('token-123');
    await page.getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await page.getByRole('link', { name: 'Send another request' }).click();
    await field(page, 'Work e-mail').waitFor();
    expect(await field(page, 'Company or organisation').inputValue()).toBe('');
  });

  it('shows a refusal on payload.company at the company field and keeps everything typed, across a reload', async () => {
    suite.fault({
      path: CALL,
      method: 'POST',
      status: 422,
      errors: { 'payload.company': ['is not a company we can work with'] },
      times: 1,
    });
    const page = await suite.open('/challenge_request');
    await fillAll(page);
    await send(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not take your request yet' })
      .waitFor();
    const company = field(page, 'Company or organisation');
    expect(await company.getAttribute('aria-invalid')).toBe('true');
    expect(await company.evaluate((node) => node === document.activeElement)).toBe(true);
    const describedBy = await company.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
      'is not a company we can work with',
    );
    for (const [label, value] of Object.entries(TYPED))
      expect(await field(page, label).inputValue()).toBe(value);
    await page.reload();
    await page.getByText('We restored what you typed earlier in this tab.').waitFor();
    for (const [label, value] of Object.entries(TYPED))
      expect(await field(page, label).inputValue()).toBe(value);
    expect(await industry(page).inputValue()).toBe('Food & Beverage');
    await send(page).click();
    await success(page).waitFor();
    expect(sent().map((request) => request.body)).toEqual([BODY, BODY]);
  });

  it('takes a 204 with no body as done', async () => {
    suite.fault({ path: CALL, method: 'POST', empty: true, times: 1 });
    const page = await suite.open('/challenge_request');
    for (const [label, value] of Object.entries(REQUIRED)) await field(page, label).fill(value);
    await send(page).click();
    await success(page).waitFor();
  });

  it('says a server error in place and sends again with Try again', async () => {
    suite.fault({ path: CALL, method: 'POST', status: 503, times: 1 });
    const page = await suite.open('/challenge_request');
    for (const [label, value] of Object.entries(REQUIRED)) await field(page, label).fill(value);
    await send(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was lost' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/The server had a problem answering/);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await success(page).waitFor();
    expect(sent()).toHaveLength(2);
  });

  it('sends one request for a double click', async () => {
    suite.fault({ path: CALL, method: 'POST', delayMs: 600, times: 1 });
    const page = await suite.open('/challenge_request');
    for (const [label, value] of Object.entries(REQUIRED)) await field(page, label).fill(value);
    await send(page).dblclick();
    await success(page).waitFor();
    expect(sent()).toHaveLength(1);
  });

  it('the request joins the staff’s Opportunities list, unclaimed, and Assign to me claims it', async () => {
    const page = await suite.open('/challenge_request');
    await fillAll(page, { ...TYPED, 'Last name': 'Quillfeather' });
    await send(page).click();
    await success(page).waitFor();
    const staff = await suite.open('/admin/sales/opportunities');
    const row = staff.getByRole('row').filter({ hasText: 'Quillfeather' });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Dana', 'Quillfeather', BODY.email, 'Fabrikam', 'Product ideas']),
    );
    await row.getByRole('link', { name: /^View form/ }).click();
    await staff.getByRole('heading', { level: 1, name: 'Challenge Request Details' }).waitFor();
    await staff.getByText(BODY.payload.challengeTopic).waitFor();
    await staff.getByRole('button', { name: 'Assign to me' }).click();
    await staff.getByText('Assigned to you').waitFor();
    expect(suite.mock.journal.find('POST', '/admin/sales/claim')).toHaveLength(1);
  });

  it('fits 375 px, works by keyboard alone and passes axe in light and dark', async () => {
    const page = await suite.open('/challenge_request', { viewport: { width: 375, height: 740 } });
    await field(page, 'Work e-mail').waitFor();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await expectNoSeriousViolations(page);
    // Keyboard only: the first Tab reaches the e-mail, each next one the next field.
    await page.keyboard.press('Tab');
    await page.keyboard.type(REQUIRED['Work e-mail']);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dana');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Reyes');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fabrikam');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Snacks on campus');
    expect(await field(page, 'Company or organisation').inputValue()).toBe('Fabrikam');
    expect(await field(page, 'What is your challenge about?').inputValue()).toBe(
      'Snacks on campus',
    );
    // On to Send by Tab alone: through the other fields and the radio group.
    for (let presses = 0; presses < 12; presses += 1) {
      if (await send(page).evaluate((node) => node === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await send(page).evaluate((node) => node === document.activeElement)).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Enter');
    await success(page).waitFor();
    expect(await overflow()).toBe(0);
    await expectNoSeriousViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectNoSeriousViolations(page);
  });
});
