import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/ui/html/sanitize';
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
