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
 * Keys that land on the page itself this soon after a keystroke in a text field are still the
 * typing: the field went away under it (a form closed by its save, a dialog gone), and the rest
 * of the word must not run shortcuts. Each such key extends the run; a pause, a click or a key on
 * another element (after Tab) ends it.
 */
const TYPING_RUN_MS = 1000;

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
  const typedAt = useRef(Number.NEGATIVE_INFINITY);
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
      if (isTypingTarget(target)) {
        typedAt.current = Date.now();
        return;
      }
      if (target !== document.body) {
        // A key on a button or a row: the focus was moved there on purpose, the typing is over.
        typedAt.current = Number.NEGATIVE_INFINITY;
      } else if (Date.now() - typedAt.current < TYPING_RUN_MS) {
        typedAt.current = Date.now();
        pendingG.current = 0;
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
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
    // A click moves the focus on purpose: the keys after it are the console's.
    const onPointerDown = () => (typedAt.current = Number.NEGATIVE_INFINITY);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [navigate, basename, shortcuts, onIntent]);
};
