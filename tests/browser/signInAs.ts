import type { Locator, Page } from 'playwright-core';

/**
 * Confirms "Sign in as" (the dashboard's widget, seed 000 §2) and follows it through: the success
 * note, the browser sent to the root path, and the root sending it back to the console.
 */
export const confirmSignInAs = async (
  page: Page,
  confirm: Locator,
  press: (button: Locator) => Promise<void> = (button) => button.click(),
) => {
  const toRoot = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
  );
  await press(confirm);
  await page
    .getByRole('alert')
    .filter({ hasText: 'Request processed successfully! Redirecting application...' })
    .waitFor();
  await toRoot;
  // The root path sends the browser back to the console: let that load settle before the page closes.
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
};
