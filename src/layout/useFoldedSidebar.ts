import { useMediaQuery } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';

import { FOLD_BELOW_PX } from './menuFold';

export { FOLD_BELOW_PX };

/**
 * The menu folds to its icons (react-admin's closed sidebar) in a window narrower than
 * FOLD_BELOW_PX, on load and whenever the window shrinks past it, and unfolds when it grows
 * past it. In between, the user's own choice (the menu button) stands.
 */
export const useFoldedSidebar = () => {
  const wide = useMediaQuery(`(min-width:${FOLD_BELOW_PX}px)`, { noSsr: true });
  const [, setOpen] = useSidebarState();
  const seen = useRef<boolean | null>(null);
  useEffect(() => {
    const first = seen.current === null;
    if (seen.current === wide) return;
    seen.current = wide;
    // On load a wide window keeps whatever the user chose last time.
    if (!wide || !first) setOpen(wide);
  }, [wide, setOpen]);
  return wide;
};
