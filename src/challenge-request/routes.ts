/** The public challenge request's two pages (CONTRACT §8), outside /admin. */
export const REQUEST_PATH = '/challenge_request';
export const SUCCESS_PATH = '/challenge_request/success';

export type RequestRoute = 'form' | 'success' | 'unknown';

/** True when the path belongs to the challenge request: /challenge_request and below. */
export const isChallengeRequestPath = (pathname: string) =>
  /^\/challenge_request(?:\/|$)/.test(pathname);

/** The form, its success page, or an unknown address below them (sent back to the form). */
export const requestRoute = (pathname: string): RequestRoute => {
  const path = pathname.replace(/\/+$/, '');
  if (path === REQUEST_PATH) return 'form';
  if (path === SUCCESS_PATH) return 'success';
  return 'unknown';
};
