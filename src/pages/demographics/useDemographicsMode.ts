import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DemographicsMode } from './calls';

/** The mode lives in the URL (`?mode=admin`), Sales Data when absent (seed 000 §4). */
export const readMode = (value: string | null): DemographicsMode =>
  value === 'admin' ? 'admin' : 'sales';

export const useDemographicsMode = () => {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params.get('mode'));
  const setMode = useCallback(
    (next: DemographicsMode) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'sales') updated.delete('mode');
          else updated.set('mode', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [mode, setMode] as const;
};
