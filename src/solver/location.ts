import type { MouseEvent } from 'react';
import { isPlainLeftClick } from '../ui/plainClick';
import { navigate } from '../ui/public/history';

export { navigate, usePathname } from '../ui/public/history';

/**
 * A link's click: a plain left click on a solver path navigates in place; modified clicks and
 * other addresses keep the browser's own behaviour.
 */
export const followLink = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!path.startsWith('/challenges/')) return;
  if (!isPlainLeftClick(event)) return;
  event.preventDefault();
  navigate(path);
};
