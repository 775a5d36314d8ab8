import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTR, ALLOWED_TAGS, sanitizeRichText } from '../../src/ui/html/sanitize';
import { safeHref } from '../../src/ui/html/safeHref';

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('the shared rich-text allow-list', () => {
  it('keeps what the editor makes: paragraphs, emphasis, lists, links, images', () => {
    const html =
      '<p>A <strong>bold</strong> <em>idea</em> <u>here</u></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com/brief">brief</a><br><img src="/mock-storage/x.png" alt="plan"><img src="pic.png" alt="relative"></p>';
    const box = parse(sanitizeRichText(html));
    expect(box.querySelectorAll('p, strong, em, u, ul, ol, li, br')).toHaveLength(10);
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/brief');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/mock-storage/x.png',
      'pic.png',
    ]);
  });

  it('drops style, form, input, button, iframe and script, keeping only readable text', () => {
    const html =
      '<style>body{display:none}</style><form action="https://evil.example"><input name="card">' +
      '<button>Pay</button></form><iframe src="https://evil.example"></iframe><script>x=1</script><p>Safe</p>';
    const clean = sanitizeRichText(html);
    const box = parse(clean);
    expect(box.querySelector('style, form, input, button, iframe, script')).toBeNull();
    expect(clean).not.toMatch(/display:none|x=1/);
    expect(box.textContent).toBe('PaySafe');
  });

  it('drops event handlers, inline styles, classes and unsafe addresses', () => {
    const html =
      '<p style="position:fixed" class="x" onclick="x()">a</p><img src="x" onerror="x()">' +
      '<a href="javascript:alert(1)">j</a><a href="//evil.example/x">p</a>';
    const box = parse(sanitizeRichText(html));
    expect(box.querySelector('[style], [class], [onclick], [onerror]')).toBeNull();
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, null]);
  });
});

/** What no sanitised markup may hold once a browser has parsed it. */
const unsafeParts = (html: string): string[] => {
  const box = parse(html);
  const found: string[] = [];
  for (const element of box.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.includes(element.localName)) found.push(`<${element.localName}>`);
    for (const { name, value } of element.attributes) {
      if (!ALLOWED_ATTR.includes(name) && name !== 'target' && name !== 'rel') found.push(name);
      const address = value.replace(/[\p{Cc}\s]/gu, '');
      if (
        (name === 'href' || name === 'src') &&
        /^(?:javascript|vbscript|data:text|\/\/)/i.test(address)
      )
        found.push(`${name}=${value}`);
    }
  }
  return found;
};

describe('the allow-list against hostile markup', () => {
  it.each([
    ['SVG around a style', '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>'],
    ['MathML namespace confusion', '<math><mi><mglyph><style><img src=x onerror=alert(1)>'],
    ['a noscript attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    [
      'nested forms',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ],
    ['a template', '<template><img src=x onerror=alert(1)></template>'],
    ['a tab in the scheme', '<a href="java\tscript:alert(1)">x</a>'],
    ['a control before the scheme', '<a href="\u0001javascript:alert(1)">x</a>'],
    ['a tab between slashes', '<a href="/\t/evil.example">x</a>'],
    ['an SVG data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ['a text data link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ])('%s: nothing unsafe, before or after a second parse', (_name, html) => {
    const clean = sanitizeRichText(html);
    expect(unsafeParts(clean)).toEqual([]);
    expect(unsafeParts(sanitizeRichText(clean))).toEqual([]);
  });

  it('keeps text as text and a raster data image', () => {
    const clean = sanitizeRichText('<p>1 &lt; 2 &amp; <img src="data:image/png;base64,AAAA"></p>');
    expect(parse(clean).textContent).toBe('1 < 2 & ');
    expect(parse(clean).querySelector('img')?.getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('unwraps deep nesting of elements off the list', () => {
    const clean = sanitizeRichText(`${'<span>'.repeat(2_000)}deep`);
    expect(clean).toBe('deep');
  });

  const piece = fc.oneof(
    fc.constantFrom(
      '<p>',
      '</p>',
      '<a href="',
      '<a href=',
      '<img src=',
      '"',
      "'",
      '>',
      '<svg>',
      '<math>',
      '<style>',
      '</style>',
      '<script>',
      '<noscript>',
      '</noscript>',
      '<template>',
      '<table>',
      '<td>',
      '<select>',
      '<textarea>',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      ' onerror=alert(1) ',
      ' title="',
      'javascript:',
      '&#106;avascript:',
      '\t',
      '//evil',
      '<li>',
      '<b>',
      '<iframe>',
      '<mglyph>',
      '<mtext>',
      '<form>',
      '</form>',
      '<div>',
      '</div>',
    ),
    fc.string({ maxLength: 6 }),
  );

  it('whatever the server sends, what comes out holds nothing off the list', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const clean = sanitizeRichText(pieces.join(''));
        expect(unsafeParts(clean)).toEqual([]);
        expect(unsafeParts(sanitizeRichText(clean))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('safeHref', () => {
  it('lets same-site paths and http(s) addresses through, nothing else', () => {
    expect(safeHref('/files/a.pdf')).toBe('/files/a.pdf');
    expect(safeHref('https://cdn.example/a.pdf')).toBe('https://cdn.example/a.pdf');
    for (const bad of [
      '//evil.example/x.pdf',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:x',
      '',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});
