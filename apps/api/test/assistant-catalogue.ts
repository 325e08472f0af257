/** The seed's catalogue as the interpreter reads it from the database (for tests that need no database). */
import { buildCatalog } from '../src/db/seed/catalog.js';
import { CITIES, REGIONS } from '../src/db/seed/places.js';
import type { CatalogueData } from '../src/assistant/lexicon.js';
export function seedCatalogue(): CatalogueData {
  const cat = buildCatalog();
  return {
    brands: cat.map((b) => ({ slug: b.slug, name: b.name, popular: b.popular })),
    models: cat.flatMap((b) => b.models.map((m) => ({ brand: b.slug, slug: m.slug, name: m.name }))),
    generations: cat.flatMap((b) => b.models.flatMap((m) => m.gens.map((g) => ({ brand: b.slug, model: m.slug, slug: g.slug, name: g.name, yearFrom: g.from })))),
    cities: CITIES.map((c) => ({ slug: c.slug, ru: c.ru, kk: c.kk })),
    regions: REGIONS.map((r) => ({ slug: r.slug, ru: r.ru, kk: r.kk })),
  };
}
