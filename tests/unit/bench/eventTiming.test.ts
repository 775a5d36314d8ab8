import { describe, expect, it } from 'vitest';
import {
  formControlsByRole,
  keyDurations,
  keyInteractionDurations,
  UNDER_THRESHOLD_MS,
  type EventEntry,
} from '../../bench/eventTiming';
import { percentile } from '../../bench/report';

const entry = (name: string, interactionId: number, duration: number): EventEntry => ({
  name,
  interactionId,
  startTime: 0,
  duration,
});

describe('a keystroke’s Event Timing duration', () => {
  it('takes the longest entry of each key interaction, as INP does', () => {
    const entries = [
      entry('keydown', 7, 96),
      entry('keypress', 7, 88),
      entry('keyup', 7, 24),
      entry('keydown', 8, 40),
      entry('keyup', 8, 56),
    ];
    expect(keyInteractionDurations(entries).sort((a, b) => a - b)).toEqual([56, 96]);
  });

  it('leaves out entries without an interaction and events that are not a key’s', () => {
    const entries = [
      entry('input', 0, 200),
      entry('pointerdown', 3, 120),
      entry('click', 3, 120),
      entry('keydown', 9, 32),
    ];
    expect(keyInteractionDurations(entries)).toEqual([32]);
  });

  it('counts the keys the page reported no entry for as under the threshold', () => {
    const entries = [entry('keydown', 1, 104), entry('keydown', 2, 48)];
    const { durations, underThreshold } = keyDurations(entries, 5);
    expect(underThreshold).toBe(3);
    expect(durations.sort((a, b) => a - b)).toEqual([
      UNDER_THRESHOLD_MS,
      UNDER_THRESHOLD_MS,
      UNDER_THRESHOLD_MS,
      48,
      104,
    ]);
    // A percentile among the unreported keys reads as under 16 ms; above them it is exact.
    expect(percentile(durations, 50)).toBeLessThan(16);
    expect(percentile(durations, 95)).toBe(104);
  });

  it('never counts fewer keys than it has entries for', () => {
    const entries = [entry('keydown', 1, 24), entry('keydown', 2, 24)];
    expect(keyDurations(entries, 1)).toEqual({ durations: [24, 24], underThreshold: 0 });
  });
});

describe('form controls in the accessibility tree', () => {
  it('counts the controls by role and leaves out ignored nodes and other roles', () => {
    const nodes = [
      { ignored: false, role: { value: 'textbox' } },
      { ignored: false, role: { value: 'textbox' } },
      { ignored: true, role: { value: 'textbox' } },
      { ignored: false, role: { value: 'combobox' } },
      { ignored: false, role: { value: 'checkbox' } },
      { ignored: false, role: { value: 'button' } },
      { ignored: false, role: { value: 'generic' } },
      { ignored: false },
    ];
    expect(formControlsByRole(nodes)).toEqual({ textbox: 2, combobox: 1, checkbox: 1 });
  });
});
