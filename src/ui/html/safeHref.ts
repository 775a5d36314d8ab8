/**
 * A server-given link is used only when it is a same-site path or an http(s) address, so a
 * `javascript:` value or a protocol-relative `//host` in the data can never become a link.
 */
export const safeHref = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (!href || [...href].some((char) => char.charCodeAt(0) < 0x20)) return null;
  if (href.startsWith('/')) return /^[/\\]{2}|^\/\\/.test(href) ? null : href;
  return /^https?:\/\/[^/\\]/i.test(href) ? href : null;
};
