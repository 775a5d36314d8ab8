import { createListeners } from '../../ui/listeners';

/** Which of the palette's dialogs is open; the launcher and the lazy dialogs share it. */
export type PaletteView =
  { name: 'palette' } | { name: 'help' } | { name: 'impersonate'; email: string } | null;

let view: PaletteView = null;
const listeners = createListeners();

export const paletteStore = {
  get: (): PaletteView => view,
  set: (next: PaletteView) => {
    view = next;
    listeners.notify();
  },
  subscribe: listeners.subscribe,
};
