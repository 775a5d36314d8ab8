import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOCK_DELAY_HEADER } from '../../mocks/config';
import { useServedBrowser } from './harness';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const COMPANY = 'Persisted Browser Co';

/** Runs in the page: calls go through the service worker to the mock in the page. */
const companyNames = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/companies/form_selects/companies');
    const body = (await response.json()) as { data: { label: string }[] };
    return body.data.map((option) => option.label);
  });

const createCompany = (page: Page, name: string) =>
  page.evaluate(async (organization) => {
    const form = new FormData();
    form.append('form_type', 'company');
    form.append('organization', organization);
    form.append('team_name', 'Launch team');
    return (await fetch('/api/v1/admin/companies', { method: 'POST', body: form })).status;
  }, name);

describe('the mock build (service worker, state in the page)', () => {
  const served = useServedBrowser({ build: 'mockDistDir' });

  const open = async (beforeLoad?: () => void) => {
    const context = await served.browser().newContext({ viewport: { width: 1400, height: 900 } });
    if (beforeLoad) await context.addInitScript(beforeLoad);
    const page = await context.newPage();
    await page.goto(`${served.url()}/admin/?mockLatency=0`);
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    return page;
  };

  it('keeps a mutation across a reload, and Reset demo data restores the seed', async () => {
    const page = await open();
    expect(await companyNames(page)).not.toContain(COMPANY);
    expect(await createCompany(page, COMPANY)).toBe(200);
    expect(await companyNames(page)).toContain(COMPANY);

    await page.reload();
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    expect(await companyNames(page)).toContain(COMPANY);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reset demo data' }).click(),
    ]);
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    expect(await companyNames(page)).not.toContain(COMPANY);
    await page.context().close();
  });

  it('moves between pages and areas without an uncaught error from the service worker', async () => {
    const page = await open();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /ServiceWorker/i.test(message.text()))
        errors.push(message.text());
    });
    // Quick moves too: the next page starts while the last one still checks its worker.
    for (const path of ['/admin/contests/drafts', '/admin/', '/challenges/open-challenge'])
      await page.goto(`${served.url()}${path}`, { waitUntil: 'commit' });
    for (const path of [
      '/admin/students/cashouts',
      '/challenges/open-challenge',
      '/admin/contests/drafts',
      '/challenge_request',
      '/admin/',
    ]) {
      await page.goto(`${served.url()}${path}`);
      await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shares writes between two tabs, neither saving over the other', async () => {
    const first = await open();
    const second = await first.context().newPage();
    await second.goto(`${served.url()}/admin/?mockLatency=0`);
    await second.getByRole('button', { name: 'Reset demo data' }).waitFor();
    expect(await createCompany(first, 'First Tab Co')).toBe(200);
    expect(await createCompany(second, 'Second Tab Co')).toBe(200);
    // The other tab's write reaches this tab's mock through storage: asked until it has.
    await expect
      .poll(() => companyNames(first))
      .toEqual(expect.arrayContaining(['First Tab Co', 'Second Tab Co']));
    await first.reload();
    await first.getByRole('button', { name: 'Reset demo data' }).waitFor();
    expect(await companyNames(first)).toEqual(
      expect.arrayContaining(['First Tab Co', 'Second Tab Co']),
    );
    await first.context().close();
  });

  it('serves an uploaded image to an <img>, and a placeholder once the bytes are gone after a reload', async () => {
    const page = await open();
    const url = await page.evaluate(async () => {
      // A 1×1 PNG.
      const bytes = Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      );
      const form = new FormData();
      form.append('file', new File([bytes], 'dot.png', { type: 'image/png' }));
      const response = await fetch('/api/v1/upload_image', { method: 'POST', body: form });
      return ((await response.json()) as { data: { url: string } }).data.url;
    });
    const width = (src: string) =>
      page.evaluate(
        (source) =>
          new Promise<number>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image.naturalWidth);
            image.onerror = () => resolve(-1);
            image.src = source;
          }),
        src,
      );
    expect(await width(url)).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    expect(await width(url)).toBe(320);
    await page.context().close();
  });

  it('takes faults from localStorage mock:faults, set before the page loads, and window.__mock', async () => {
    // A call the dashboard does not make itself, so only this test hits the rule.
    const page = await open(() =>
      localStorage.setItem(
        'mock:faults',
        JSON.stringify([{ path: '/admin/sales/opportunity/*', status: 503, times: 1 }]),
      ),
    );
    const statuses = await page.evaluate(async () => {
      const first = (await fetch('/api/v1/admin/sales/opportunity/1')).status;
      const second = (await fetch('/api/v1/admin/sales/opportunity/1')).status;
      window.__mock?.faults.add({ path: '/admin/sales/opportunity/*', nonJson: true, times: 1 });
      const third = (await fetch('/api/v1/admin/sales/opportunity/1')).headers.get('content-type');
      return [first, second, third];
    });
    expect(statuses).toEqual([503, 200, expect.stringContaining('text/html')]);
    await page.context().close();
  });

  it('answers with the named fields only after ?mockAnswers=named, loading the call table only then', async () => {
    const context = await served.browser().newContext();
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    const firstRow = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/v1/admin/sales/opportunities?page=1&limit=1');
        return ((await response.json()) as { data: Record<string, unknown>[] }).data[0];
      });
    await page.goto(`${served.url()}/admin/?mockLatency=0`);
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    expect(await firstRow()).toHaveProperty('userPath');
    expect(chunks.filter((path) => path.includes('namedAnswers'))).toEqual([]);
    // Kept for the tab from the page's start, before it makes a call: a later page without the
    // parameter still answers so.
    await page.goto(`${served.url()}/admin/?mockLatency=0&mockAnswers=named`);
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    await page.goto(`${served.url()}/admin/sales/opportunities`);
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    const row = await firstRow();
    expect(row).toHaveProperty('email');
    expect(row).not.toHaveProperty('userPath');
    expect(chunks.filter((path) => path.includes('namedAnswers')).length).toBeGreaterThan(0);
    await context.close();
  });

  it("answers an API call it has no handler for with a plain 501, not the dev server's page", async () => {
    const page = await open();
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/admin/no_such_call');
      return {
        status: response.status,
        body: (await response.json()) as { data: { message: string } },
      };
    });
    expect(answer).toEqual({
      status: 501,
      body: {
        data: { message: 'The mock backend has no handler for GET /api/v1/admin/no_such_call' },
      },
    });
    await page.context().close();
  });

  it('answers after a realistic delay by default, at once with ?mockLatency=0', async () => {
    const context = await served.browser().newContext();
    const page = await context.newPage();
    // The delay each answer waited, as the mock reports it (a test never times it).
    const delayOfAnAnswer = async (path: string) => {
      await page.goto(`${served.url()}${path}`);
      await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
      return page.evaluate(async (header) => {
        const response = await fetch('/api/v1/admin/contests/form_selects/challenge_teams');
        return Number(response.headers.get(header));
      }, MOCK_DELAY_HEADER);
    };
    const realistic = await delayOfAnAnswer('/admin/');
    expect(realistic).toBeGreaterThanOrEqual(150);
    expect(realistic).toBeLessThan(400);
    expect(await delayOfAnAnswer('/admin/?mockLatency=0')).toBe(0);
    await context.close();
  });

  it('offers the button with an accessible name and no serious axe violation in its region', async () => {
    const page = await open();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: unknown) => Promise<{ violations: { id: string; impact: string }[] }>;
          };
        }
      ).axe;
      const result = await axe.run({ include: [['aside[aria-label="Demo data"]']] });
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
