import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active`. */
export const useNow = (active = true, intervalMs = 1000): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
};
