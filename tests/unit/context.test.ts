import { describe, expect, it } from 'vitest';
import { getApiBase, loadServerContext } from '../../src/api';

describe('server context', () => {
  it('loads GET /admin/context when the page embeds none', async () => {
    const context = await loadServerContext();
    expect(context.menu.length).toBeGreaterThan(0);
    expect(getApiBase()).toBe('/api/v1');
  });
});
