/**
 * A server-given redirect is followed only when it stays on this origin. Returns the path
 * (with search and hash) to go to, or null for anything else: other origins,
 * protocol-relative `//host`, `javascript:` and the like.
 */
export const safeRedirectPath = (
  target: unknown,
  origin: string = window.location.origin,
): string | null => {
  if (typeof target !== 'string') return null;
  const value = target.trim();
  // Control characters can hide a scheme (`java\tscript:`).
  if (!value || [...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  // `//host` and `/\host` are read by browsers as another host.
  if (/^[/\\]{2}/.test(value) || /^\/\\/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Goes to a server-given address when it is safe, else to `fallback`. */
export const followRedirect = (target: unknown, fallback = '/'): void => {
  window.location.assign(safeRedirectPath(target) ?? fallback);
};
