import { describe, it } from 'vitest';
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
});
