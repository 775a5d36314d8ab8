import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/node';
import { contextSettings, getApiBase, loadServerContext, setApiBase } from '../../../src/api';

afterEach(() => {
  document.body.innerHTML = '';
  setApiBase(undefined);
});

describe('server context', () => {
  it('loads GET /admin/context when the page embeds none', async () => {
    const context = await loadServerContext();
    expect(context.menu.map((item) => item.label)).toContain('Students');
    expect(mockControl.journal.find('GET', '/admin/context')).toHaveLength(1);
    expect(getApiBase()).toBe('/api/v1');
  });

  it('reads the embedded script without a request, and applies its apiBase', async () => {
    document.body.innerHTML = `<script id="admin-context" type="application/json">${JSON.stringify({
      apiBase: '/backend/v1',
      menu: [
        {
          label: 'Sales',
          path: '/sales',
          children: [{ label: 'Opportunities', path: '/opportunities' }],
        },
      ],
      settings: { signInUrl: '/login' },
    })}</script>`;
    const context = await loadServerContext();
    expect(context.menu[0].label).toBe('Sales');
    expect(getApiBase()).toBe('/backend/v1');
    expect(mockControl.journal.list()).toHaveLength(0);
    expect(contextSettings(context).signInUrl).toBe('/login');
    expect(contextSettings(context).contestFileSignedUrl).toBe('/admin/contestfiles/signed_url');
  });

  it('refuses an embedded context that is not JSON', async () => {
    document.body.innerHTML = '<script id="admin-context" type="application/json">{menu:</script>';
    await expect(loadServerContext()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('refuses a context without a menu', async () => {
    mockControl.faults.add({ path: '/admin/context', status: 200, body: { data: { user: {} } } });
    await expect(loadServerContext()).rejects.toMatchObject({ kind: 'shape' });
  });
});
