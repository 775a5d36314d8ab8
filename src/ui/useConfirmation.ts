import { useCallback, useRef, useState } from 'react';

/** An `await ask(subject)` that resolves true or false once the user answers the dialog. */
export const useConfirmation = <T>() => {
  const [subject, setSubject] = useState<T | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const ask = useCallback(
    (next: T) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setSubject(next);
      }),
    [],
  );
  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setSubject(null);
  }, []);
  return { subject, ask, confirm: () => answer(true), cancel: () => answer(false) };
};
