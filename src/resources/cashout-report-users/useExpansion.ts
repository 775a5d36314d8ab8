import { useCallback, useState } from 'react';

/** Which user cards are open; all close when the filter set changes. */
export const useExpansion = (filterSetKey: string) => {
  const [state, setState] = useState<{ key: string; open: ReadonlySet<number> }>({
    key: filterSetKey,
    open: new Set(),
  });
  const open = state.key === filterSetKey ? state.open : new Set<number>();

  const toggle = useCallback(
    (userId: number) =>
      setState((current) => {
        const next = new Set(current.key === filterSetKey ? current.open : []);
        if (next.has(userId)) next.delete(userId);
        else next.add(userId);
        return { key: filterSetKey, open: next };
      }),
    [filterSetKey],
  );
  const expandAll = useCallback(
    (userIds: number[]) => setState({ key: filterSetKey, open: new Set(userIds) }),
    [filterSetKey],
  );
  const collapseAll = useCallback(
    () => setState({ key: filterSetKey, open: new Set() }),
    [filterSetKey],
  );

  return { isExpanded: (userId: number) => open.has(userId), toggle, expandAll, collapseAll };
};
