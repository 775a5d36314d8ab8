import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

type Settled<T> = { request: string; state: LoadState<T> };

/** Loads once per key (aborting on unmount or key change); `set` replaces the data, `reload` asks again. */
export const useLoad = <T>(key: string, load: (signal: AbortSignal) => Promise<T>) => {
  const [round, setRound] = useState(0);
  const request = `${round}:${key}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setSettled({ request, state: { status: 'done', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ request, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the request says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  // An answer to an older request is not this one's: show loading until ours settles.
  const state: LoadState<T> = settled?.request === request ? settled.state : { status: 'loading' };
  const set = useCallback(
    (data: T) => setSettled({ request, state: { status: 'done', data } }),
    [request],
  );
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, set, reload };
};
