import { describe, expect, it } from 'vitest';
import { useServedBrowser } from './harness';
import { SOLVERS } from './solverHelpers';

/** The dev switch of the signed-in solver, where the mock runs in the page (dev server, mock build). */
describe('the solver flow on the mock build', () => {
  const served = useServedBrowser({ build: 'mockDistDir' });

  it('?as=<email> signs in as that solver, and the choice sticks after a reload', async () => {
    const context = await served.browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(
      `${served.url()}/challenges/top-tier-only?as=${encodeURIComponent(SOLVERS.secondTier)}`,
    );
    await page.getByText(`Signed in as Ben Second (${SOLVERS.secondTier})`).waitFor();
    await page.goto(`${served.url()}/challenges/top-tier-only`);
    await page.getByText(`Signed in as Ben Second (${SOLVERS.secondTier})`).waitFor();
    await page.getByRole('button', { name: 'Reserve a spot' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This challenge is open to top-tier solvers only.' })
      .waitFor();
    await context.close();
  });

  it('at 375 px the Reset demo data button covers neither Submit nor Save draft, even scrolled to the end', async () => {
    const context = await served.browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${served.url()}/challenges/open-challenge`);
    await page.getByRole('button', { name: 'Reserve a spot' }).click();
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const name of ['Submit solution', 'Save draft']) {
      const button = page.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      // Every corner and the centre of the button is the button itself, nothing drawn over it.
      const hits = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const points = [
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
          [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
        ];
        return points.map(([x, y]) => element.contains(document.elementFromPoint(x, y)));
      });
      expect(hits).toEqual([true, true, true, true, true]);
    }
    await context.close();
  });
});
