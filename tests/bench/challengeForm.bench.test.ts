import { describe, it } from 'vitest';
import { useServedBrowser } from '../browser/harness';
import { median, reportFigure } from './report';

const GROUPS = [
  'Supplementals, Add-ons, Targeting',
  'Restrictions & Control',
  'Challenge Client & Owner',
  'Style Customization',
  'Extra Materials',
];
const TEXT = 'Reimagining the campus commute for students';

/** Keydown to the first frame painted after it, per keystroke, in the page's own clock. */
const LATENCY_PROBE = `
  window.__latencies = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
  }, true);
`;

describe('challenge form', () => {
  const served = useServedBrowser();

  it('typing latency in a text field with all sections open', async () => {
    const context = await served.browser().newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(LATENCY_PROBE);
    await page.goto(`${served.url()}/admin/contests/new`);
    await page.getByRole('button', { name: 'Rewards & Challenge Details' }).waitFor();
    for (const group of GROUPS)
      await page.getByRole('button', { name: group, exact: true }).click();
    await page.getByRole('textbox', { name: 'Description', exact: true }).waitFor();
    const title = page.locator('#challenge-section-title input');
    // Touched first: from then on every keystroke re-validates, as in a real session.
    await title.fill('x');
    await title.blur();
    await title.fill('');
    await page.evaluate(
      () => ((window as unknown as { __latencies: number[] }).__latencies.length = 0),
    );
    await title.pressSequentially(TEXT, { delay: 60 });
    await page.waitForTimeout(200);
    const latencies = await page.evaluate(
      () => (window as unknown as { __latencies: number[] }).__latencies,
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    reportFigure(
      'challenge form typing latency (keystroke to paint, median)',
      median(latencies),
      'ms',
      '< 50 ms',
    );
    // The p95 mostly measures the machine: other sessions share its two cores.
    reportFigure(
      'challenge form typing latency (p95)',
      sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      'ms',
      '< 50 ms',
    );
    await context.close();
  });
});
