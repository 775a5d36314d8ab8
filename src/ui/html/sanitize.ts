/**
 * What the challenge editor's toolbar can make (paragraphs, bold/italic/underline, lists,
 * images) plus links and line breaks from pasted text. Nothing else survives: no style, form,
 * input, button, iframe or script, no attribute but the few below.
 */
export const ALLOWED_TAGS: readonly string[] = [
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
export const ALLOWED_ATTR: readonly string[] = ['href', 'title', 'src', 'alt', 'width', 'height'];

/** Elements whose content is never readable text: dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'head',
  'title',
  'xmp',
  'plaintext',
  'audio',
  'video',
]);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * http(s), mailto, `#`, a same-site path or a relative one (no scheme); never `javascript:`,
 * another scheme or a protocol-relative `//host`.
 */
const SAFE_URL = /^(?:https?:|mailto:|#|\/(?![/\\])|[^:/?#\\]+(?:[/?#]|$))/i;
/** An image may also be a raster `data:` image, which cannot run script (not SVG). */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpe?g|webp|avif);base64,[a-z0-9+/=]*$/i;
/**
 * Blanks, controls and invisible format characters, which a browser drops from an address (at
 * its ends; tabs and line breaks anywhere) or a reader does not see: an address is tested without any of them, so `java\tscript:` or `/\t/host` fails.
 */
const BLANKS = /[\p{Cc}\p{Cf}\p{Z}]/gu;

const safeUrl = (tag: string, value: string): string | null => {
  const url = value.trim();
  const bare = url.replace(BLANKS, '');
  if (SAFE_URL.test(bare)) return url;
  return tag === 'img' && SAFE_IMAGE_DATA.test(bare) ? bare : null;
};

/** A copy of an allowed element with its allowed attributes (links open in a new tab). */
const copyOf = (source: Element, target: Document): Element => {
  const tag = source.localName;
  const copy = target.createElement(tag);
  for (const name of ALLOWED_ATTR) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    const kept = name === 'href' || name === 'src' ? safeUrl(tag, value) : value;
    if (kept !== null) copy.setAttribute(name, kept);
  }
  // Links leave the page in a new tab without handing it `window.opener`.
  if (tag === 'a' && copy.hasAttribute('href')) {
    copy.setAttribute('target', '_blank');
    copy.setAttribute('rel', 'noopener noreferrer');
  }
  return copy;
};

/**
 * Rich text from the server, cut down to the editor's allow-list. The markup is parsed into an
 * inert document (no script runs, no image loads) and rebuilt from new nodes: text as text,
 * allowed elements with allowed attributes, the content of other elements unwrapped, the
 * elements above and anything outside HTML's namespace (SVG, MathML) dropped whole. Nothing of
 * the source is carried over but text and checked attribute values, so no markup the parser
 * would read differently a second time can slip through.
 */
export const sanitizeRichText = (html: string): string => {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const root = target.createElement('div');
  // Depth first, in document order, with a stack rather than recursion: a deeply nested answer
  // cannot exhaust the call stack. Each entry is a source node and where its copy goes.
  const stack: [Node, Element][] = [];
  const pushChildren = (from: Node, into: Element) => {
    for (let index = from.childNodes.length - 1; index >= 0; index -= 1)
      stack.push([from.childNodes[index], into]);
  };
  pushChildren(source.body, root);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, into] = next;
    if (node.nodeType === Node.TEXT_NODE) {
      into.append(target.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(element.localName))
      continue;
    // An element off the list is unwrapped: its content takes its place.
    const parent = ALLOWED_TAGS.includes(element.localName)
      ? into.appendChild(copyOf(element, target))
      : into;
    pushChildren(element, parent);
  }
  return root.innerHTML;
};
