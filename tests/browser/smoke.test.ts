import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

describe('the two areas in Chromium', () => {
  const suite = useBrowserSuite();

  it('opens the console under /admin/ with the server menu', async () => {
    const page = await suite.open('/admin/');
    await page.getByRole('menuitem', { name: /Manage Cashouts/ }).waitFor();
    expect(suite.mock.journal.find('GET', '/admin/context')).toHaveLength(1);
    await expectNoSeriousViolations(page);
  });

  it('sends an unknown console path to /admin/404', async () => {
    const page = await suite.open('/admin/nowhere');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/404');
  });

  it('opens the solver flow at /challenges/{slug}', async () => {
    const page = await suite.open('/challenges/smart-packaging');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBeTruthy();
  });
});
