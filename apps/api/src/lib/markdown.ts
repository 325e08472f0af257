/**
 * Guides and pages are written in Markdown and rendered here, when saved, to the HTML the site shows.
 *
 * Two locks, each enough alone: markdown-it with `html: false` writes any HTML typed into the text as text and refuses
 * `javascript:`/`vbscript:`/`file:`/`data:` links (its `validateLink`), and sanitize-html then keeps only the tags and
 * attributes listed below, links and images only over http(s), mailto, tel or the site's own paths. So no script,
 * style, event handler, iframe or unsafe link reaches a page, whatever the editor wrote.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** Words of the text (for the reading time). */
  words: number;
  /** The text without markup, for search. */
  plain: string;
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 's', 'del', 'blockquote', 'code', 'pre', 'a',
    'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    h2: ['id'],
    h3: ['id'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs['href'] ?? '';
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' } : { href, ...(attribs['title'] ? { title: attribs['title'] } : {}) },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** Only HTML that passes the list above (used on rendered Markdown; exported for tests and stored HTML). */
export function sanitize(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Text of HTML, tags dropped, entities decoded. */
function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A heading's anchor: its words in lower case joined by dashes (Cyrillic kept), unique within the text. */
export function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .toLocaleLowerCase('ru')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** Renders Markdown to sanitised HTML with anchored `h2`/`h3` (an `h1` in the text becomes an `h2`: the page has its title). */
export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = md.parse(source, {});
  const toc: TocEntry[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    if (token.tag === 'h1') token.tag = 'h2';
    if (token.tag === 'h5' || token.tag === 'h6') token.tag = 'h4';
    if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) continue;
    const inline = tokens[i + 1];
    const text = (inline?.children ?? [])
      .filter((c) => c.type === 'text' || c.type === 'code_inline')
      .map((c) => c.content)
      .join('')
      .trim();
    const id = headingId(text, taken);
    token.attrSet('id', id);
    toc.push({ id, text, level: token.tag === 'h2' ? 2 : 3 });
  }
  const html = sanitize(md.renderer.render(tokens, md.options, {}));
  const plain = textOf(html).replace(/\s+/g, ' ').trim();
  const words = plain ? plain.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
  return { html, toc, words, plain };
}

/** Minutes to read a text of so many words (about 180 a minute, at least one). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 180));
}

/** What search within guides matches against: title (first line), lead, tags and text, in lower case. */
export function searchText(title: string, description: string, plain: string, tags: readonly string[]): string {
  return `${title}\n${description}\n${tags.join(' ')}\n${plain}`.toLocaleLowerCase('kk');
}
