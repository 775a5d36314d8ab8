import { useCallback } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Command } from './commands';
import { paletteStore } from './paletteStore';
import type { RecentItem } from './recent';

interface RunOptions {
  remember: (item: RecentItem) => void;
  clearRecent: () => void;
  setQuery: (query: string) => void;
}

/** What Enter (or a click) on a result does. */
export const useRunCommand = ({ remember, clearRecent, setQuery }: RunOptions) => {
  const navigate = useNavigate();
  // Console paths are relative to /admin, which is react-admin's basename, not the router's.
  const basename = useBasename();
  return useCallback(
    (command: Command) => {
      const go = (path: string) => {
        paletteStore.set(null);
        navigate(`${basename}${path}`);
      };
      switch (command.kind) {
        case 'screen':
          remember({ type: 'screen', path: command.path });
          return go(command.path);
        case 'impersonate':
          remember({ type: 'person', email: command.email });
          return paletteStore.set({ name: 'impersonate', email: command.email });
        case 'support':
        case 'report':
          remember({ type: 'person', email: command.email });
          return go(command.path);
        case 'edit':
        case 'clone':
        case 'link':
          return go(command.path);
        case 'challenge':
          // The solver's page is outside the console's router.
          paletteStore.set(null);
          return window.location.assign(command.href);
        case 'person':
          return setQuery(command.email);
        case 'clear':
          return clearRecent();
      }
    },
    [navigate, basename, remember, clearRecent, setQuery],
  );
};
