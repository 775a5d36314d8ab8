import { describe, expect, it } from 'vitest';
import { http } from '../../../src/api';
import { STORAGE_URL } from '../../../mocks/config';
import { mockControl } from '../../../mocks/node';

describe('the request journal', () => {
  it('records method, path relative to the API base, query (lists as arrays), JSON body and headers', async () => {
    await http.get('/admin/contests/form_selects/company_teams', {
      query: { page: 2, 'countries[]': ['Kenya', 'Peru'] },
    });
    await http
      .post('/admin/contestfiles/deleted_callback', {
        contestfile: { key: 'contestfiles/x/a.pdf' },
      })
      .catch(() => undefined);
    const [get] = mockControl.journal.find('GET', '/admin/contests/form_selects/company_teams');
    expect(get.query).toEqual({ page: '2', 'countries[]': ['Kenya', 'Peru'] });
    expect(get.headers.accept).toBe('application/json');
    const [post] = mockControl.journal.find('POST', /deleted_callback$/);
    expect(post.body).toEqual({ contestfile: { key: 'contestfiles/x/a.pdf' } });
    expect(mockControl.journal.list().map((entry) => entry.method)).toEqual(['GET', 'POST']);
  });

  it('records a multipart body as [name, value] pairs in order, files by name, size and type', async () => {
    const form = new FormData();
    form.append('key', 'k');
    form.append('file', new File(['abc'], 'a.txt', { type: 'text/plain' }));
    await fetch(STORAGE_URL, { method: 'POST', body: form });
    expect(mockControl.journal.find('POST', STORAGE_URL)[0].body).toEqual([
      ['key', 'k'],
      ['file', { file: 'a.txt', size: 3, type: 'text/plain' }],
    ]);
  });

  it('is emptied by clear and by reset', async () => {
    await http.get('/admin/context');
    mockControl.journal.clear();
    expect(mockControl.journal.list()).toHaveLength(0);
    await http.get('/admin/context');
    mockControl.reset();
    expect(mockControl.journal.list()).toHaveLength(0);
  });
});
