import { useEffect, useRef } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { paletteStore } from './paletteStore';
import {
  isPaletteKey,
  isTypingTarget,
  LIST_SEARCH_SELECTOR,
  type ScreenShortcut,
} from './shortcuts';

/** How long `g` waits for its letter. */
const SEQUENCE_MS = 1500;

/**
 * The console's keys, on the document: Ctrl/⌘K opens the palette (not inside an editor, where
 * it may mean "link"); `g <letter>`, `/` and `?` only when no text field or editor has focus
 * and no dialog is open.
 */
export const useShortcuts = (shortcuts: readonly ScreenShortcut[], onIntent: () => void) => {
  const navigate = useNavigate();
  // Console paths are relative to /admin, which is react-admin's basename, not the router's.
  const basename = useBasename();
  const pendingG = useRef(0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target as HTMLElement | null;
      if (event.key === 'Control' || event.key === 'Meta') onIntent();
      if (isPaletteKey(event)) {
        if (target?.isContentEditable) return;
        event.preventDefault();
        if (!paletteStore.get()) paletteStore.set({ name: 'palette' });
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(target)) return;
      if (paletteStore.get() || target?.closest?.('[role="dialog"],[role="alertdialog"]')) return;
      const key = event.key;
      if (pendingG.current && Date.now() - pendingG.current < SEQUENCE_MS) {
        pendingG.current = 0;
        const shortcut = shortcuts.find((candidate) => candidate.letter === key);
        if (shortcut) {
          event.preventDefault();
          navigate(`${basename}${shortcut.path}`);
        }
        return;
      }
      if (key === 'g') pendingG.current = Date.now();
      else if (key === '?') {
        event.preventDefault();
        paletteStore.set({ name: 'help' });
      } else if (key === '/') {
        const search = document.querySelector<HTMLElement>(LIST_SEARCH_SELECTOR);
        if (!search) return;
        event.preventDefault();
        search.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, basename, shortcuts, onIntent]);
};
