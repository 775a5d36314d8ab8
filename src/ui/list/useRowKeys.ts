import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';

const rowOf = (target: EventTarget) =>
  target instanceof HTMLElement ? target.closest<HTMLElement>('[role="row"][data-row]') : null;

/**
 * The grid's rows by keyboard: one row in the tab order; ↑ ↓ move the focus to the row above or
 * below (from the row or a link inside it), Home / End to the first or last row, and Enter on a
 * row follows its first link, as a click would (so console links stay in the app).
 */
export const useRowKeys = (count: number) => {
  const [current, setCurrent] = useState(0);
  const tabbable = Math.min(current, Math.max(count - 1, 0));

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = rowOf(event.target);
    if (row) setCurrent(Number(row.dataset.row));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const row = rowOf(event.target);
      if (!row || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const index = Number(row.dataset.row);
      const onRow = event.target === row;
      let next: number | null = null;
      if (event.key === 'ArrowDown') next = index + 1;
      else if (event.key === 'ArrowUp') next = index - 1;
      else if (onRow && event.key === 'Home') next = 0;
      else if (onRow && event.key === 'End') next = count - 1;
      else if (onRow && event.key === 'Enter') {
        const link = row.querySelector('a');
        if (link) {
          event.preventDefault();
          link.click();
        }
        return;
      }
      if (next === null || next < 0 || next >= count) return;
      event.preventDefault();
      setCurrent(next);
      row.parentElement?.querySelector<HTMLElement>(`[data-row="${next}"]`)?.focus();
    },
    [count],
  );

  return { tabbable, onFocus, onKeyDown };
};
