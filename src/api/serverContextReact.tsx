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

/**
 * The signed-in user's id as text, or null when the context names none (or outside the
 * console): what keeps one staff member's saved views from another's.
 */
export const signedInUserOf = (context: ServerContext | null | undefined): string | null => {
  const id = context?.user?.id;
  return id === undefined || id === null || id === '' ? null : String(id);
};

export const useSignedInUser = (): string | null =>
  signedInUserOf(useContext(ServerContextContext));
