import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { markOf, named, ours } from '../../../src/contract/marks';
import { num } from '../../../src/contract/variants';

describe('named and ours marks', () => {
  const row = z.object({ count: named('seed 000 §3', num()), link: ours(z.string()) });

  it('keeps a named field required and drops an unreadable field of ours', () => {
    expect(row.safeParse({ count: '2', link: { odd: true } })).toEqual({
      success: true,
      data: { count: 2, link: undefined },
    });
    expect(row.safeParse({ link: '/x' }).success).toBe(false);
  });

  it('shows both marks in the JSON Schema', () => {
    const json = z.toJSONSchema(row, { io: 'output', unrepresentable: 'any' }) as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(json.properties.count['x-named-in']).toBe('seed 000 §3');
    expect(json.properties.link['x-ours']).toBe(true);
    expect(json.required).toEqual(['count']);
    expect(markOf(row.shape.link)).toEqual({ 'x-ours': true });
  });
});
