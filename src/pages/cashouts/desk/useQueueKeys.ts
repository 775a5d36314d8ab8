import { useEffect } from 'react';
import { isTypingTarget } from '../../../layout/palette/shortcuts';
import { useRegisterScreenKeys } from '../../../ui/screenKeys';
import type { Desk } from './deskStore';
import { QUEUE_KEYS, queueCommand, stepCard } from './queueKeys';

const CARD = '[data-cashout-card]';
/** Where a key belongs to something else: a menu, a list of options, a dialog. */
const ELSEWHERE = '[role="menu"],[role="listbox"],[role="dialog"],[role="alertdialog"]';

/**
 * The keyboard queue: j/k (and the arrows) move between cards, a approves, d declines (or opens
 * the reason select when none is chosen), u undoes the newest held decision, Enter goes to the
 * card's transactions. Focus stays on the card, which shows it.
 */
export const useQueueKeys = (
  desk: Desk,
  /** x: the card's box for a bulk decision; with Shift, the range from the last one. */
  onSelect?: (id: number, range: boolean) => void,
) => {
  useRegisterScreenKeys(QUEUE_KEYS);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // The reason select is a combobox but takes no typing: d after choosing a reason declines.
      const typing = isTypingTarget(target) && !target?.closest('[data-reason-select]');
      if (typing || target?.closest(ELSEWHERE)) return;
      const card = target?.closest<HTMLElement>(CARD) ?? null;
      const onCard = target === card || target === document.body;
      const command = queueCommand(event.key, onCard);
      if (!command) return;
      const cards = [...document.querySelectorAll<HTMLElement>(CARD)];
      if (command === 'next' || command === 'previous') {
        event.preventDefault();
        const index = stepCard(
          cards.length,
          card ? cards.indexOf(card) : -1,
          command === 'next' ? 1 : -1,
        );
        cards[index]?.focus();
        return;
      }
      if (command === 'undo') {
        if (desk.undoLast()) event.preventDefault();
        return;
      }
      if (!card) return;
      event.preventDefault();
      const id = Number(card.dataset.cashoutCard);
      if (command === 'select') return onSelect?.(id, event.shiftKey);
      const { reason } = desk.card(id);
      if (command === 'approve') desk.choose([id], 'approve', reason);
      else if (command === 'decline') {
        if (reason) desk.choose([id], 'decline', reason);
        else openReasonSelect(card);
      } else card.querySelector<HTMLElement>('[data-transactions] [aria-pressed="true"]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [desk, onSelect]);
};

/** Opens the card's reason select as its own keyboard handling does (ArrowDown on it). */
const openReasonSelect = (card: HTMLElement) => {
  const select = card.querySelector<HTMLElement>('[data-reason-select] [role="combobox"]');
  if (!select || select.getAttribute('aria-disabled') === 'true') return;
  select.focus();
  select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
};
