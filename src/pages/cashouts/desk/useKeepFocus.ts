import { useEffect, useRef, type RefObject } from 'react';

const lost = (card: HTMLElement) => {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    (card.contains(active) && active.matches(':disabled, [aria-disabled="true"]'))
  );
};

/**
 * Keeps the focus on a card whose control it was on when that control goes away or is
 * disabled (a decision held, sent, undone): the card itself takes it, so the keyboard user
 * never lands on the page's start. Runs when `state` changes.
 */
export const useKeepFocus = (card: RefObject<HTMLElement | null>, state: unknown) => {
  const inside = useRef(false);
  useEffect(() => {
    const node = card.current;
    if (inside.current && node && lost(node)) node.focus();
  }, [card, state]);
  return {
    onFocus: () => {
      inside.current = true;
    },
    onBlur: (event: React.FocusEvent) => {
      const next = event.relatedTarget;
      // Focus moving elsewhere on the page; a control removed or disabled blurs to nothing.
      if (next instanceof Node && !card.current?.contains(next)) inside.current = false;
    },
  };
};
