import type { KeyboardEvent } from 'react';

/**
 * ↑ ↓ on a card's expand button move to the card above or below; Enter and Space on the button
 * expand and collapse (a native button), so the cards need no other key handling.
 */
export const moveBetweenCards = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target;
  if (!(target instanceof HTMLButtonElement) || !target.classList.contains('toggle')) return;
  const toggles = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('article .toggle')];
  const next = toggles[toggles.indexOf(target) + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
};
