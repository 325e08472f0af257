import { describe, expect, it } from 'vitest';
import { uploadIdOf, uploadIdsIn, withImageSizes } from './content-images.js';
import { renderMarkdown } from './markdown.js';

const ID = 'AbCdEfGhIjKlMnOp_-12';

describe('images of the site uploads in rendered Markdown', () => {
  it('finds the uploads an article shows, and no other address', () => {
    const { html } = renderMarkdown(`![Шины](/media/uploads/${ID}/page.webp)\n\n![x](https://example.kz/a.png) ![y](/media/generated/guide-a.svg)`);
    expect(uploadIdsIn(html)).toEqual([ID]);
    expect(uploadIdOf(`/media/uploads/${ID}/full.webp`)).toBe(ID);
    expect(uploadIdOf(`/media/uploads/${ID}/page.webp?x=1`)).toBeNull();
    expect(uploadIdOf('/media/uploads/short/page.webp')).toBeNull();
    expect(uploadIdOf(null)).toBeNull();
  });

  it('gives each upload its width and height in the size shown, keeping the proportions', () => {
    const { html } = renderMarkdown(`![Шины](/media/uploads/${ID}/page.webp) ![b](/media/uploads/${ID}/card.webp)`);
    const sized = withImageSizes(html, new Map([[ID, { width: 4000, height: 3000 }]]));
    expect(sized).toContain(`<img width="1200" height="900" src="/media/uploads/${ID}/page.webp" alt="Шины"`);
    expect(sized).toContain(`<img width="480" height="360" src="/media/uploads/${ID}/card.webp"`);
    // A smaller photo keeps its own size; an unknown upload is left alone.
    expect(withImageSizes(html, new Map([[ID, { width: 800, height: 600 }]]))).toContain('<img width="800" height="600"');
    expect(withImageSizes(html, new Map())).toBe(html);
  });
});
