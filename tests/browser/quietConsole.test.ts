import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { goInApp, useBrowserSuite } from './harness';
import { browserScreens } from './screens';

/**
 * A request cancelled on purpose (a screen left, React's development double
 * mount) is not an error. Run against a development build (`NODE_ENV=development vite build`)
 * it also covers react-admin's development-only logging of rejected calls.
 */
describe('a quick walk through every screen', () => {
  const suite = useBrowserSuite();

  it('leaves each screen before its data arrives and logs no console error', async () => {
    const draft = contests().find((contest) => contest.status === 'draft')!;
    const page = await suite.open('/admin/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    const errors: string[] = [];
    let aborted = 0;
    let where = '/admin/';
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${where}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${where}: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText.includes('ABORTED')) aborted += 1;
    });
    // No answer comes until the walk is over: each screen is left while its calls are under way,
    // however long the machine takes to draw it.
    suite.fault({ path: '*', method: 'GET', hold: true });
    for (const screen of browserScreens({ slug: draft.slug, id: '2' })) {
      where = screen.path;
      await goInApp(page, screen.path);
      await page
        .getByRole('heading', { level: 1, name: screen.title })
        .or(page.getByRole('progressbar'))
        .first()
        .waitFor();
    }
    // One screen at least is surely left with its call under way, however fast the walk went:
    // a drafts search nobody made before (an address already visited may reuse a request still
    // held from the walk, and send nothing), once that search has reached the server.
    const walkEnd = () =>
      suite.mock.journal
        .find('GET', '/admin/contests')
        .filter((entry) => JSON.stringify(entry.query).includes('quiet-walk-end')).length;
    await goInApp(page, '/admin/contests/drafts?filter=%7B%22q%22%3A%22quiet-walk-end%22%7D');
    await expect.poll(walkEnd).toBeGreaterThan(0);
    suite.mock.faults.clear();
    await goInApp(page, '/admin/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(aborted).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
