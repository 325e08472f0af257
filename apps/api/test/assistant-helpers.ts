import { buildCatalog } from '../src/db/seed/catalog.js';
import { CITIES, REGIONS } from '../src/db/seed/places.js';
import { assistantEventSchema, type AssistantEvent } from '@jolda/contracts';
import type { CatalogueData } from '../src/assistant/lexicon.js';

/** The seed's catalogue as the interpreter reads it from the database (for tests that need no database). */
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

/** The events of a `text/event-stream` body of `POST /api/assistant/chat`, checked against the contract. */
export function parseEvents(body: string): AssistantEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const type = /^event: (.+)$/m.exec(block)![1]!;
      const data = JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as Record<string, unknown>;
      return assistantEventSchema.parse({ type, ...data });
    });
}
