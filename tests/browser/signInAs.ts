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
  // The note shows for 1.5 s before the page leaves: the page itself tells when it shows, so a
  // loaded machine whose checks come further apart cannot miss it.
  let shown = () => undefined as void;
  const noteShown = new Promise<void>((resolve) => (shown = resolve));
  const tell = `noteShown${Date.now()}`;
  await page.exposeFunction(tell, () => shown());
  await page.evaluate(
    ({ tell, note }) => {
      new MutationObserver((_, observer) => {
        const alerts = [...document.querySelectorAll('[role="alert"]')];
        if (!alerts.some((node) => node.textContent?.includes(note))) return;
        observer.disconnect();
        (window as unknown as Record<string, () => void>)[tell]();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { tell, note: 'Request processed successfully! Redirecting application...' },
  );
  await press(confirm);
  await noteShown;
  await toRoot;
  // The root path sends the browser back to the console: let that load settle before the page closes.
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
};
