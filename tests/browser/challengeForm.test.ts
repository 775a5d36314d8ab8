import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

describe('challenge form in Chromium', () => {
  const suite = useBrowserSuite();

  it('opens the create form with the type selector and the six groups', async () => {
    const page = await suite.open('/admin/contests/new');
    await page.getByRole('radiogroup', { name: 'Select a challenge type' }).waitFor();
    await page.getByRole('button', { name: 'Rewards & Challenge Details' }).waitFor();
    await page.screenshot({ path: '.tmp/cf-new.png', fullPage: false });
    await expectNoSeriousViolations(page);
  });
});
