import { describe, expect, it } from 'vitest';
import { queueCommand, stepCard } from '../../src/pages/cashouts/desk/queueKeys';

describe('the keyboard queue', () => {
  it('reads j/k/a/d/u anywhere on the desk, arrows and Enter only on a card', () => {
    expect(queueCommand('j', false)).toBe('next');
    expect(queueCommand('k', false)).toBe('previous');
    expect(queueCommand('a', false)).toBe('approve');
    expect(queueCommand('d', false)).toBe('decline');
    expect(queueCommand('u', false)).toBe('undo');
    expect(queueCommand('ArrowDown', false)).toBeNull();
    expect(queueCommand('Enter', false)).toBeNull();
    expect(queueCommand('ArrowDown', true)).toBe('next');
    expect(queueCommand('ArrowUp', true)).toBe('previous');
    expect(queueCommand('Enter', true)).toBe('transactions');
    expect(queueCommand('q', true)).toBeNull();
  });

  it('steps between cards, staying at the ends, starting at the first', () => {
    expect(stepCard(3, -1, 1)).toBe(0);
    expect(stepCard(3, -1, -1)).toBe(0);
    expect(stepCard(3, 0, 1)).toBe(1);
    expect(stepCard(3, 2, 1)).toBe(2);
    expect(stepCard(3, 0, -1)).toBe(0);
  });
});
