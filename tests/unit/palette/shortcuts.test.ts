import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../../src/app/screens/screens';
import { isTypingTarget, screenShortcuts } from '../../../src/layout/palette/shortcuts';

describe('screenShortcuts', () => {
  it('gives the dashboard d, the fixed letters, and skips routes with parameters', () => {
    const shortcuts = screenShortcuts(
      [
        { path: '/students/cashouts', titleKey: 'app.menu.cashouts' },
        { path: '/students/cashout_report', titleKey: 'app.menu.cashout_report' },
        { path: '/contests/:slug/edit', titleKey: 'app.menu.contest_edit' },
      ],
      SCREENS,
    );
    expect(shortcuts.map((shortcut) => [shortcut.letter, shortcut.path])).toEqual([
      ['d', '/'],
      ['c', '/students/cashouts'],
      ['r', '/students/cashout_report'],
    ]);
  });

  it('gives a screen missing from the table the first free letter of its path', () => {
    const shortcuts = screenShortcuts(
      [
        { path: '/sales/leads', titleKey: 'x' },
        { path: '/sales/lists', titleKey: 'y' },
      ],
      SCREENS,
    );
    expect(shortcuts.slice(1).map((shortcut) => shortcut.letter)).toEqual(['l', 'e']);
  });
});

describe('isTypingTarget', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };

  it('is true in text fields, text areas, selects, editors and comboboxes', () => {
    expect(isTypingTarget(make('<input type="email">'))).toBe(true);
    expect(isTypingTarget(make('<input>'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select></select>'))).toBe(true);
    expect(isTypingTarget(make('<div role="combobox" tabindex="0"></div>'))).toBe(true);
    // Inside an editor (tiptap's contenteditable), whatever element has the event.
    expect(
      isTypingTarget(make('<div contenteditable="true"><p>x</p></div>')?.firstElementChild ?? null),
    ).toBe(true);
    expect(
      isTypingTarget(make('<div role="textbox"><p>x</p></div>')?.firstElementChild ?? null),
    ).toBe(true);
  });

  it('is false on buttons, checkboxes, links and the page itself', () => {
    expect(isTypingTarget(make('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(make('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(make('<a href="/x">x</a>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
