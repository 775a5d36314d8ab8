import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainLeftClick } from '../plainClick';

/**
 * Cells render plain `<a href>` (a react-router Link per cell is too heavy at 500 rows); one
 * click handler on the table turns a plain click on a console link into client-side navigation.
 * Links outside /admin, new-tab clicks and modified clicks keep the browser's behaviour.
 */
export const useInternalLinks = (basename: string) => {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!isPlainLeftClick(event)) return;
      const anchor = (event.target as HTMLElement).closest('a');
      if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
      const prefix = `${basename}/`;
      if (anchor.pathname !== basename && !anchor.pathname.startsWith(prefix)) return;
      event.preventDefault();
      navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    },
    [basename, navigate],
  );
};
