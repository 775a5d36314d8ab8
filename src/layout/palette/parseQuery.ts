/** What a typed query names beside screens: a person, a challenge, or a console link. */
export type QueryTarget =
  | { kind: 'email'; email: string }
  | { kind: 'contest'; slug: string }
  | { kind: 'link'; path: string }
  | null;

/**
 * The palette only recognises the shape of an address to offer a person's actions (the server
 * looks the person up); it refuses nothing, so it keeps this light test in its own chunk rather
 * than fetch the forms' e-mail check on first open (src/contract/email.ts refuses input).
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Lowercase words joined by hyphens: a hyphen is required, so plain screen words stay words. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
const CONTEST_PATH = /^\/contests\/([^/]+)\/(?:edit|clone)\/?$/;
const CHALLENGE_PATH = /^\/challenges\/([^/]+)\/?$/;

export const isEmail = (text: string) => EMAIL.test(text);

/** A slug named in a path of the console (`/contests/{slug}/edit`) or of the solver page. */
const slugOfPath = (path: string): string | null => {
  const match = CONTEST_PATH.exec(path) ?? CHALLENGE_PATH.exec(path);
  if (!match || match[1] === 'new') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
};

/** `/admin/...` or `/challenges/...`, alone or in a same-site address: the path, else null. */
const pathOfUrl = (text: string, origin: string): string | null => {
  if (!text.startsWith('/') && !/^https?:\/\//i.test(text)) return null;
  if (/^[/\\]{2}/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (/^https?:\/\//i.test(text) && url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Reads the query: an e-mail address; a challenge slug (`open-challenge`); a console URL
 * (`/admin/contests/x/edit`, `https://this-site/admin/...`) or a challenge page URL. Another
 * site's address is not a console link.
 */
export const parseQuery = (query: string, origin: string): QueryTarget => {
  const text = query.trim();
  if (!text) return null;
  if (isEmail(text)) return { kind: 'email', email: text };
  if (SLUG.test(text)) return { kind: 'contest', slug: text };
  const path = pathOfUrl(text, origin);
  if (!path) return null;
  const bare = path.replace(/[?#].*$/, '');
  if (bare.startsWith('/challenges/')) {
    const slug = slugOfPath(bare);
    return slug ? { kind: 'contest', slug } : null;
  }
  if (bare !== '/admin' && !bare.startsWith('/admin/')) return null;
  const inside = path.slice('/admin'.length) || '/';
  const slug = slugOfPath(bare.slice('/admin'.length));
  return slug ? { kind: 'contest', slug } : { kind: 'link', path: inside };
};
