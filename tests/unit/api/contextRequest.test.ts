import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/node';
import { loadServerContext, pageEmbedsContext, startContextRequest } from '../../../src/api';

describe('the context request started by the entry', () => {
  it('is taken over by the loader: one request, not two', async () => {
    expect(pageEmbedsContext()).toBe(false);
    void startContextRequest();
    expect(mockControl.journal.find('GET', '/admin/context')).toHaveLength(0);
    const context = await loadServerContext();
    expect(context.menu.map((item) => item.label)).toContain('Students');
    expect(mockControl.journal.find('GET', '/admin/context')).toHaveLength(1);
  });

  it('is taken once: a retry after a failure sends a new request', async () => {
    mockControl.faults.add({ path: '/admin/context', status: 500, times: 1 });
    void startContextRequest();
    await expect(loadServerContext()).rejects.toMatchObject({ status: 500 });
    const context = await loadServerContext();
    expect(context.menu.length).toBeGreaterThan(0);
    expect(mockControl.journal.find('GET', '/admin/context')).toHaveLength(2);
  });
});
