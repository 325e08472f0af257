// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SLOT, serializeBoot, type BootData } from './boot';
import { fillCatalogueSlot } from './catalogue-slot.server';

const data: BootData = {
  locale: 'kk',
  messages: { a: ['Сәлем, әлем'], b: ['</script><script>alert(1)</script>'], c: ['Қала: {city}'] },
  theme: 'dark',
  assets: { entry: '/assets/entry.js', css: [], preload: [] },
  origin: 'https://jolda.kz',
  buildId: 'b1',
  signedIn: false,
};

const page = (boot: string, title = 'Toyota Camry — Алматы') =>
  `<!DOCTYPE html><html><head><title>${title}</title><script id="jolda-boot">${boot}</script></head><body><p>${title}</p></body></html>`;

describe('fillCatalogueSlot', () => {
  it('gives exactly the bytes of the page rendered with its catalogue, for every page of the locale', () => {
    expect(CATALOGUE_SLOT).toMatch(/^"jolda-catalogue:[0-9a-f-]{36}"$/);
    for (const title of ['Toyota Camry — Алматы', 'Lada Granta']) {
      const filled = fillCatalogueSlot(page(serializeBoot(data, CATALOGUE_SLOT), title), data.messages);
      expect(filled.equals(Buffer.from(page(serializeBoot(data), title), 'utf8'))).toBe(true);
    }
    // Another locale's catalogue object gets its own bytes.
    const ru = { ...data, locale: 'ru' as const, messages: { a: ['Привет'] } };
    expect(fillCatalogueSlot(page(serializeBoot(ru, CATALOGUE_SLOT)), ru.messages).toString('utf8')).toBe(page(serializeBoot(ru)));
  });

  it('fills only the slot: text that looks like a slot but is not this process\'s stays as it is', () => {
    const fake = '"jolda-catalogue:00000000-0000-0000-0000-000000000000"';
    const html = page(serializeBoot(data, CATALOGUE_SLOT), fake);
    expect(fillCatalogueSlot(html, data.messages).toString('utf8')).toBe(page(serializeBoot(data), fake));
  });

  it('returns a page without the slot as it is', () => {
    const html = '<!DOCTYPE html><html><body>404</body></html>';
    expect(fillCatalogueSlot(html, data.messages).toString('utf8')).toBe(html);
  });
});
