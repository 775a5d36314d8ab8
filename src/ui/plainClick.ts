import type { MouseEvent } from 'react';

/** A plain left click, nothing asking the browser for a new tab or window: safe to handle in place. */
export const isPlainLeftClick = (event: MouseEvent<HTMLElement>): boolean =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;
