import type { ContestRecord } from '../../contract/contest';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { GroupKey } from '../model/sections';
import type { ContestFormValues, FormMode } from '../model/types';

/** What the form's pieces share beyond the values: which groups are open, the server's text error. */
interface FormShell {
  mode: FormMode;
  launched: boolean;
  /** An edit whose record does not say whether the challenge launched (a server may leave it out). */
  launchUnknown: boolean;
  /** Feedback tags present when the form loaded (the first eight of them are read-only). */
  loadedTagCount: number;
  expanded: ReadonlySet<GroupKey>;
  toggle: (group: GroupKey, open: boolean) => void;
  expandAll: () => void;
  serverError: string | null;
  setServerError: (message: string | null) => void;
  /** The stored challenge as this form last read it (edit only): what a conflict is told against. */
  baselineRef: RefObject<ContestRecord | undefined>;
  /** Someone else saved the challenge since it was read. */
  conflict: Conflict | null;
  setConflict: (conflict: Conflict | null) => void;
  /** Keys of the extra materials the form loaded with (edit, clone). */
  loadedFileKeys: readonly string[];
  /** The values the form opened with: what a kept draft's changes are told against. */
  opened: ContestFormValues;
  /** Inputs that hold a value back (the colour's debounce) register how to hand it over now. */
  registerFlush: (flush: () => void) => () => void;
  /** Hands every held-back value to the form: submit calls it first. */
  flushPending: () => void;
}

export interface Conflict {
  /** The challenge as stored now. */
  current: ContestRecord;
  /** Dotted paths of the fields that differ from what this form read (model/conflict.ts). */
  changed: string[];
  /**
   * Set when a restored draft and a later save changed the same fields: both values of each, the
   * form holding the draft's (model/draftMerge.ts).
   */
  draft?: { mine: ContestFormValues; theirs: ContestFormValues };
}

const ShellContext = createContext<FormShell | null>(null);

export const FormShellProvider = ({
  mode,
  launched,
  launchUnknown,
  loadedTagCount,
  loaded,
  loadedFileKeys,
  opened,
  children,
}: {
  mode: FormMode;
  launched: boolean;
  launchUnknown: boolean;
  loadedTagCount: number;
  loaded?: ContestRecord;
  loadedFileKeys: readonly string[];
  opened: ContestFormValues;
  children: ReactNode;
}) => {
  const baselineRef = useRef<ContestRecord | undefined>(loaded);
  const flushers = useRef(new Set<() => void>());
  const registerFlush = useCallback((flush: () => void) => {
    flushers.current.add(flush);
    return () => void flushers.current.delete(flush);
  }, []);
  const flushPending = useCallback(() => flushers.current.forEach((flush) => flush()), []);
  const [conflict, setConflict] = useState<Conflict | null>(null);
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
      launchUnknown,
      loadedTagCount,
      expanded,
      toggle,
      expandAll,
      serverError,
      setServerError,
      baselineRef,
      conflict,
      setConflict,
      registerFlush,
      flushPending,
      loadedFileKeys,
      opened,
    }),
    [
      mode,
      launched,
      launchUnknown,
      loadedTagCount,
      expanded,
      toggle,
      expandAll,
      serverError,
      conflict,
      registerFlush,
      flushPending,
      loadedFileKeys,
      opened,
    ],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
};

export const useFormShell = (): FormShell => {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useFormShell outside FormShellProvider');
  return shell;
};
