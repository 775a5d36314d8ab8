import { Tooltip } from '@mui/material';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';

/** MUI's default: a tooltip opens this long after the pointer came. */
const ENTER_DELAY_MS = 100;

const itemOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[role="menuitem"][aria-label]') : null;

interface Shown {
  anchor: HTMLElement;
  label: string;
  open: boolean;
}

/**
 * The folded menu's one tooltip: the label of the link under the pointer or the keyboard's
 * focus, drawn by MUI's Tooltip anchored on that link. One for the whole menu, mounted on the
 * first hover or focus, instead of a Tooltip around every link: those were a tenth of the
 * console's first render (docs/performance.md, "Chrome mounted on demand"). As MUI's: it opens
 * after 100 ms, at once when moving from one link to the next, on a keyboard's focus, and
 * closes on leaving, blur and Escape. A followed link's label closes and stays closed until the
 * pointer leaves it: left open over the next screen, it was measured again with the whole new
 * page on every render that screen causes (docs/decisions.md, "Moving between screens").
 *
 * `enabled`: the menu is folded (open, its links show their labels). The returned listeners go
 * on the menu's root; `tooltip` is rendered inside it.
 */
export const useMenuTooltip = (enabled: boolean) => {
  const [shown, setShown] = useState<Shown | null>(null);
  const opening = useRef<ReturnType<typeof setTimeout>>(undefined);
  const followed = useRef<HTMLElement | null>(null);

  useEffect(() => () => clearTimeout(opening.current), []);
  const isOpen = enabled && shown?.open === true;
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown((now) => now && { ...now, open: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);

  const show = (anchor: HTMLElement, at = 0) => {
    clearTimeout(opening.current);
    const open = () =>
      setShown({ anchor, label: anchor.getAttribute('aria-label') ?? '', open: true });
    if (at === 0) open();
    else opening.current = setTimeout(open, at);
  };
  const hide = () => {
    clearTimeout(opening.current);
    setShown((now) => (now?.open ? { ...now, open: false } : now));
  };

  const listeners = {
    onMouseOver: (event: MouseEvent) => {
      const item = itemOf(event.target);
      if (!enabled || !item || item === followed.current) return;
      if (shown?.open && shown.anchor === item) return;
      // From one link straight to the next, as MUI's tooltips do: no second wait.
      show(item, shown?.open ? 0 : ENTER_DELAY_MS);
    },
    onMouseOut: (event: MouseEvent) => {
      const item = itemOf(event.target);
      if (!item || item.contains(event.relatedTarget as Node | null)) return;
      if (followed.current === item) followed.current = null;
      hide();
    },
    onFocus: (event: FocusEvent) => {
      const item = itemOf(event.target);
      // A keyboard's focus only: a click's is the pointer's business.
      if (enabled && item && item.matches(':focus-visible')) show(item, ENTER_DELAY_MS);
    },
    onBlur: (event: FocusEvent) => {
      const item = itemOf(event.target);
      if (followed.current === item) followed.current = null;
      if (item) hide();
    },
    onClick: (event: MouseEvent) => {
      const item = itemOf(event.target);
      if (!item) return;
      followed.current = item;
      hide();
    },
  };

  const tooltip =
    enabled && shown ? (
      <Tooltip
        title={shown.label}
        placement="right"
        open={shown.open}
        disableInteractive
        describeChild
        slotProps={{ popper: { anchorEl: shown.anchor } }}
      >
        {/* MUI's Tooltip needs a child; the popper is anchored on the link itself. */}
        <span hidden />
      </Tooltip>
    ) : null;

  return { listeners, tooltip };
};
