import type { ReactNode } from 'react';
import { safeHref } from '../html/safeHref';

/** A plain anchor (cheap at 500 rows), or the bare text when the address is not safe. */
export const linkTo = (href: unknown, text: ReactNode, label?: string): ReactNode => {
  const safe = safeHref(href);
  return safe ? (
    <a href={safe} aria-label={label}>
      {text}
    </a>
  ) : (
    text
  );
};
