import DOMPurify from 'dompurify';

/**
 * What the challenge editor's toolbar can make (paragraphs, bold/italic/underline, lists,
 * images) plus links and line breaks from pasted text. Nothing else survives: no style, form,
 * input, button, iframe or script, no attribute but the few below.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'img',
];
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height'];

/**
 * http(s), mailto, `#`, a same-site path or a relative one (no scheme); never `javascript:`,
 * another scheme or a protocol-relative `//host`.
 */
const SAFE_URL = /^(?:https?:|mailto:|#|\/(?![/\\])|[^:/?#\\]+(?:[/?#]|$))/i;

let hooked = false;
const hookOnce = () => {
  if (hooked) return;
  hooked = true;
  // Links leave the page in a new tab without handing it `window.opener`.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
};

/** Rich text from the server, cut down to the editor's allow-list. */
export const sanitizeRichText = (html: string): string => {
  hookOnce();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
};
