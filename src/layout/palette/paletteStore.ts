/** Which of the palette's dialogs is open; the launcher and the lazy dialogs share it. */
export type PaletteView =
  { name: 'palette' } | { name: 'help' } | { name: 'impersonate'; email: string } | null;

let view: PaletteView = null;
const listeners = new Set<() => void>();

export const paletteStore = {
  get: (): PaletteView => view,
  set: (next: PaletteView) => {
    view = next;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
