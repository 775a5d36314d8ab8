import { createContext, useContext, type ReactNode } from 'react';
import type { ServerContext } from '../contract/context';
import { contextSettings } from './context';

const ServerContextContext = createContext<ServerContext | null>(null);

export const ServerContextProvider = ({
  value,
  children,
}: {
  value: ServerContext;
  children: ReactNode;
}) => <ServerContextContext.Provider value={value}>{children}</ServerContextContext.Provider>;

/** The server context (menu, active item, user, settings) loaded at start-up. */
export const useServerContext = (): ServerContext => {
  const value = useContext(ServerContextContext);
  if (!value) throw new Error('useServerContext outside ServerContextProvider');
  return value;
};

/** Settings with the CONTRACT's defaults filled in. */
export const useServerSettings = () => contextSettings(useServerContext());
