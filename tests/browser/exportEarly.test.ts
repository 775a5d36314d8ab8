import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { opportunities } from '../../mocks/db/opportunities';
import { useBrowserSuite } from './harness';

/** Lists, the call of their rows, and how many rows the export holds. */
const LISTS = [
  {
    path: '/admin/sales/opportunities',
    call: '/admin/sales/opportunities',
    rows: () => opportunities().size,
  },
  { path: '/admin/sales/challenges', call: '/admin/contests', rows: () => contests().size },
];

/** Export CSV pressed before the list's first page has arrived exports what the server holds. */
describe('Export CSV before the first page in Chromium', () => {
  const suite = useBrowserSuite();

  for (const list of LISTS)
    it(`${list.path}: exports every row, never "No data to export"`, async () => {
      // The list's own first page stays under way until the test lets it go.
      suite.fault({ path: list.call, method: 'GET', hold: true, times: 1 });
      const page = await suite.open(list.path);
      const button = page.getByRole('button', { name: 'Export CSV' });
      await button.waitFor();
      expect(suite.mock.journal.find('GET', list.call)).toHaveLength(1);
      const download = page.waitForEvent('download');
      await button.click();
      const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n');
      expect(lines).toHaveLength(list.rows() + 1);
      expect(await page.getByText('No data to export').count()).toBe(0);
      suite.mock.faults.release();
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first()
        .waitFor();
      expect(await page.getByText('No data to export').count()).toBe(0);
    });
});
