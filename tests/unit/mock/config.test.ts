import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCALE, latencyMs, mockScale, persistenceEnabled } from '../../../mocks/config';
import { mockControl } from '../../../mocks/node';

describe('mock settings in Node', () => {
  afterEach(() => {
    delete process.env.MOCK_SCALE;
  });

  it('answers at once: no latency in tests', () => {
    expect(latencyMs()).toBe(0);
  });

  it('keeps writes in memory only', () => {
    expect(persistenceEnabled()).toBe(false);
  });

  it('takes the scale from MOCK_SCALE, ignoring a bad value', () => {
    expect(mockScale()).toBe(DEFAULT_SCALE);
    process.env.MOCK_SCALE = '1200';
    expect(mockScale()).toBe(1200);
    mockControl.reset();
    expect(mockControl.info().scale).toBe(1200);
    process.env.MOCK_SCALE = 'lots';
    expect(mockScale()).toBe(DEFAULT_SCALE);
  });
});
