/**
 * A keystroke's time as INP measures it: the Event Timing `duration` of its interaction, from the
 * key's event to the next frame painted (docs/performance.md, "Typing measured as staff feel it").
 */

/** The fields the bench keeps of a `PerformanceEventTiming` entry. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** The least `durationThreshold` Chromium accepts: shorter events get no entry. */
export const DURATION_THRESHOLD_MS = 16;

/**
 * What a key without an entry counts as: durations are rounded to 8 ms, so an interaction under
 * the threshold took at most 8 ms as reported. Any value under 16 ms gives the same percentile
 * when the percentile is 16 ms or more; below that the figure means "under 16 ms".
 */
export const UNDER_THRESHOLD_MS = 8;

/** The events of a key's interaction (keydown and keyup share its id, keypress too in Chromium). */
const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup']);

/**
 * Each key interaction's duration: the longest of its entries, as INP takes it. Entries without an
 * interaction id (the `input` a key fires ends at the same frame as its keydown) are left out.
 */
export const keyInteractionDurations = (entries: readonly EventEntry[]): number[] => {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId <= 0 || !KEY_EVENTS.has(entry.name)) continue;
    longest.set(
      entry.interactionId,
      Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  return [...longest.values()];
};

/**
 * One duration per key pressed: the reported interactions, and each key the page counted but
 * reported no entry for (under the threshold) as UNDER_THRESHOLD_MS.
 */
export const keyDurations = (
  entries: readonly EventEntry[],
  keysPressed: number,
): { durations: number[]; underThreshold: number } => {
  const reported = keyInteractionDurations(entries);
  const underThreshold = Math.max(0, keysPressed - reported.length);
  return {
    durations: [...reported, ...Array.from({ length: underThreshold }, () => UNDER_THRESHOLD_MS)],
    underThreshold,
  };
};

/** A node of CDP's `Accessibility.getFullAXTree`, the fields counted here. */
export interface AXNode {
  ignored: boolean;
  role?: { value?: unknown };
}

/** The roles of the controls a person fills in or toggles. */
const CONTROL_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'spinbutton',
  'slider',
  'checkbox',
  'switch',
  'radio',
]);

/** How many form controls the accessibility tree holds, by role (ignored nodes left out). */
export const formControlsByRole = (nodes: readonly AXNode[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const node of nodes) {
    const role = node.role?.value;
    if (node.ignored || typeof role !== 'string' || !CONTROL_ROLES.has(role)) continue;
    counts[role] = (counts[role] ?? 0) + 1;
  }
  return counts;
};
