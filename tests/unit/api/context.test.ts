import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('refuses a context without a menu, naming the call and the path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockControl.faults.add({ path: '/admin/context', status: 200, body: { data: { user: {} } } });
    await expect(loadServerContext()).rejects.toMatchObject({
      kind: 'shape',
      message: 'app.http.shape',
      detail: 'GET /admin/context: data.menu: missing',
    });
  });

  it('reads an embedded context in an accepted variant, and names a bad path in it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const embed = (context: unknown) => {
      document.body.innerHTML = `<script id="admin-context" type="application/json">${JSON.stringify(context)}</script>`;
    };
    embed({ menu: [{ label: 'Sales', path: '/sales', skip: 0, linkToPage: null }] });
    expect((await loadServerContext()).menu[0]).toEqual({
      label: 'Sales',
      path: '/sales',
      skip: false,
    });
  });

  it('skips the menu entries and children it cannot use, and defaults a bad user and settings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockControl.faults.add({
      path: '/admin/context',
      status: 200,
      body: {
        data: {
          menu: [
            { label: 'Broken', path: 7 },
            {
              label: 'Sales',
              path: '/sales',
              children: [{ label: 'No path' }, { label: 'Opportunities', path: '/opportunities' }],
            },
          ],
          user: { name: 'Morgan' },
          settings: { signInUrl: 5, contestFileSignedUrl: '/signed' },
        },
      },
    });
    const context = await loadServerContext();
    expect(context.menu).toEqual([
      {
        label: 'Sales',
        path: '/sales',
        children: [{ label: 'Opportunities', path: '/opportunities' }],
      },
    ]);
    expect(context.user).toBeUndefined();
    expect(contextSettings(context)).toMatchObject({
      signInUrl: '/users/sign_in',
      contestFileSignedUrl: '/signed',
    });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'GET /admin/context: menu[1].children[0] cannot be used and is skipped',
      'GET /admin/context: menu[0] cannot be used and is skipped',
      'GET /admin/context: user cannot be used; the default applies',
    ]);
  });
});
