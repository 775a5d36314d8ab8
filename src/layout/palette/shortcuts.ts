import type { ScreenDeclaration } from '../../screen/types';

/** A screen reachable by `g <letter>`. */
export interface ScreenShortcut {
  letter: string;
  path: string;
  titleKey: string;
}

/** Fixed letters, declared by each screen (`shortcut`), so a screen keeps its key. */
const lettersOf = (screens: readonly ScreenDeclaration[]): Record<string, string> =>
  Object.fromEntries(
    screens.flatMap((screen) => (screen.shortcut ? [[screen.path, screen.shortcut]] : [])),
  );

export const DASHBOARD = { path: '/', titleKey: 'app.menu.dashboard' };

/**
 * `g <letter>` for the dashboard and every mounted screen without a parameter; a screen missing
 * from the table takes the first free letter of its path.
 */
export const screenShortcuts = (
  routes: readonly { path: string; titleKey: string }[],
  declared: readonly ScreenDeclaration[],
): ScreenShortcut[] => {
  const letters = lettersOf(declared);
  const screens = [DASHBOARD, ...routes.filter((route) => !route.path.includes(':'))];
  const taken = new Set(Object.values(letters));
  return screens.flatMap((screen) => {
    let letter = letters[screen.path];
    if (!letter) {
      letter = [...screen.path.replace(/[^a-z]/g, '')].find((char) => !taken.has(char)) ?? '';
      if (!letter) return [];
      taken.add(letter);
    }
    return [{ letter, path: screen.path, titleKey: screen.titleKey }];
  });
};

const TEXT_INPUTS =
  /^(?:text|search|email|url|tel|password|number|date|datetime-local|month|week|time)$/;

/** Focus in a text field or an editor: single-key shortcuts stay out of the way. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUTS.test(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return Boolean(
    target.closest(
      '[contenteditable=""],[contenteditable="true"],[role="textbox"],[role="combobox"],[role="searchbox"]',
    ),
  );
};

/** The convention a list's search box follows (src/ui/list), so `/` finds whichever box is there. */
export const LIST_SEARCH_SELECTOR =
  '#main-content [data-list-search], #main-content input[type="search"], #main-content [role="searchbox"]';

/** Ctrl+K, or ⌘K on a Mac. */
export const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
