import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { GroupKey } from '../model/sections';
import type { FormMode } from '../model/types';

/** What the form's pieces share beyond the values: which groups are open, the server's text error. */
interface FormShell {
  mode: FormMode;
  launched: boolean;
  /** Feedback tags present when the form loaded (the first eight of them are read-only). */
  loadedTagCount: number;
  expanded: ReadonlySet<GroupKey>;
  toggle: (group: GroupKey, open: boolean) => void;
  expandAll: () => void;
  serverError: string | null;
  setServerError: (message: string | null) => void;
}

const ShellContext = createContext<FormShell | null>(null);

export const FormShellProvider = ({
  mode,
  launched,
  loadedTagCount,
  children,
}: {
  mode: FormMode;
  launched: boolean;
  loadedTagCount: number;
  children: ReactNode;
}) => {
  const [expanded, setExpanded] = useState<ReadonlySet<GroupKey>>(
    () => new Set<GroupKey>(['rewards']),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const toggle = useCallback((group: GroupKey, open: boolean) => {
    setExpanded((current) => {
      if (current.has(group) === open) return current;
      const next = new Set(current);
      if (open) next.add(group);
      else next.delete(group);
      return next;
    });
  }, []);
  const expandAll = useCallback(
    () =>
      setExpanded(
        new Set<GroupKey>([
          'rewards',
          'supplementals',
          'restrictions',
          'owner',
          'style',
          'materials',
        ]),
      ),
    [],
  );
  const value = useMemo(
    () => ({
      mode,
      launched,
      loadedTagCount,
      expanded,
      toggle,
      expandAll,
      serverError,
      setServerError,
    }),
    [mode, launched, loadedTagCount, expanded, toggle, expandAll, serverError],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
};

export const useFormShell = (): FormShell => {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useFormShell outside FormShellProvider');
  return shell;
};
