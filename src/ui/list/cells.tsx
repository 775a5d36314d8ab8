import type { ReactNode } from 'react';

/**
 * A server-given link is shown only when it is a same-site path or an http(s) address, so a
 * `javascript:` value in the data can never run.
 */
export const safeHref = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (!href || [...href].some((char) => char.charCodeAt(0) < 0x20)) return null;
  if (href.startsWith('/')) return /^[/\\]{2}|^\/\\/.test(href) ? null : href;
  return /^https?:\/\/[^/\\]/i.test(href) ? href : null;
};

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
