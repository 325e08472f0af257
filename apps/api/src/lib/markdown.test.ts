import { describe, expect, it } from 'vitest';
import { headingId, readingMinutes, renderMarkdown, sanitize } from './markdown.js';

/** No element with an event handler, no script/style/iframe, no link or image with a script scheme. */
function expectSafe(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|meta|link|base)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
}

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))" onclick="x()">x</div>',
  '<p onmouseover="alert(1)">hover</p>',
  '<style>body{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
];

describe('renderMarkdown', () => {
  it('renders headings with anchors and a table of contents (h1 becomes h2)', () => {
    const r = renderMarkdown('# Главное\n\n## Как проверить авто\n\nТекст.\n\n### Көлікті тексеру\n\n## Как проверить авто\n');
    expect(r.toc).toEqual([
      { id: 'главное', text: 'Главное', level: 2 },
      { id: 'как-проверить-авто', text: 'Как проверить авто', level: 2 },
      { id: 'көлікті-тексеру', text: 'Көлікті тексеру', level: 3 },
      { id: 'как-проверить-авто-2', text: 'Как проверить авто', level: 2 },
    ]);
    expect(r.html).toContain('<h2 id="главное">Главное</h2>');
    expect(r.html).not.toContain('<h1');
    expect(r.words).toBe(10);
  });

  it.each(ATTACKS)('never lets script, handlers or script links through Markdown: %s', (attack) => {
    const r = renderMarkdown(`Текст ${attack}\n\n${attack}\n\n[ссылка](javascript:alert(1)) [s](vbscript:x) ![i](javascript:alert(1))`);
    expectSafe(r.html);
  });

  it.each(ATTACKS)('never lets them through the sanitiser on raw HTML either: %s', (attack) => {
    expectSafe(sanitize(attack));
  });

  it('keeps safe links: own paths as they are, other sites with nofollow in a new tab', () => {
    const r = renderMarkdown('[машины](/cars/toyota) [eGov](https://egov.kz) [почта](mailto:support@jolda.kz) [звонок](tel:+77010000000)');
    expect(r.html).toContain('<a href="/cars/toyota">машины</a>');
    expect(r.html).toContain('<a href="https://egov.kz" rel="nofollow noopener noreferrer" target="_blank">eGov</a>');
    expect(r.html).toContain('href="mailto:support@jolda.kz"');
    expect(r.html).toContain('href="tel:+77010000000"');
  });

  it('gives headings unique ids even when empty or repeated', () => {
    const taken = new Set<string>();
    expect(headingId('!!!', taken)).toBe('section');
    expect(headingId('???', taken)).toBe('section-2');
  });

  it('counts reading time at about 180 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(180)).toBe(1);
    expect(readingMinutes(181)).toBe(2);
  });
});
