/**
 * The catalogue lookups of the legacy redirect table (`RedirectContext` of `@jolda/routing`), preloaded from the API
 * at start and refreshed every few minutes, so the lookup rows resolve to real pages without a request per redirect:
 *
 * - `brands`: every brand slug (splits `{brand}-{product}` forms, gates `/market/{brand with spaces}`).
 * - `resolveModel(nameOrId)` for `/online-dealer/detail/{model name or id}`: a model id, a model slug, or a model name
 *   in any case/spacing (`Land Cruiser`, `land-cruiser`) → its brand and model slug. A name shared by two brands
 *   resolves to the brand with more announcements.
 * - `resolveEquipment(n)` for `/new-auto/equipment/{n}`: the old catalogue's numeric equipment ids were its
 *   generation ids, so `n` → the model of generation `n`.
 *
 * - `models(brand)`: the brand's models (id, slug, name) for the server render's model-redirect step, which then needs
 *   no API call of its own.
 *
 * When the API is down the previous context stays (or the empty one at start: the rows then fall back to `/market`).
 */
import type { LegacyModelRef, RedirectContext } from '@jolda/routing';
import type { CatalogModelRef } from '../src/shared/router-context';

interface BrandRow {
  slug: string;
  count: number;
}
interface ModelRow {
  id: number;
  slug: string;
  name: string;
  count: number;
  generations: { id: number }[];
}

export const CATALOG_REFRESH_MS = 5 * 60 * 1000;
const CONCURRENCY = 4;

/** `Land Cruiser`, `land-cruiser`, `land_cruiser` → `landcruiser`. */
export function modelKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_+-]+/g, '');
}

export function buildRedirectContext(catalog: { brand: BrandRow; models: ModelRow[] }[]): RedirectContext {
  const brands = catalog.map((c) => c.brand.slug);
  const byId = new Map<string, LegacyModelRef>();
  const byKey = new Map<string, LegacyModelRef & { weight: number }>();
  const byGeneration = new Map<number, Pick<LegacyModelRef, 'brand' | 'model'>>();
  for (const { brand, models } of catalog) {
    for (const m of models) {
      const ref = { brand: brand.slug, model: m.slug };
      byId.set(String(m.id), ref);
      for (const key of new Set([modelKey(m.slug), modelKey(m.name)])) {
        const existing = byKey.get(key);
        if (!existing || existing.weight < brand.count) byKey.set(key, { ...ref, weight: brand.count });
      }
      for (const g of m.generations) byGeneration.set(g.id, ref);
    }
  }
  return {
    brands,
    resolveModel: (nameOrId) => {
      const hit = /^\d+$/.test(nameOrId) ? byId.get(nameOrId) : byKey.get(modelKey(nameOrId));
      return hit ? { brand: hit.brand, model: hit.model } : null;
    },
    resolveEquipment: (id) => byGeneration.get(id) ?? null,
  };
}

/** Each brand's models as the model-redirect step reads them (`RouterContext.catalogModels`). */
export function modelsByBrand(catalog: { brand: BrandRow; models: ModelRow[] }[]): Map<string, readonly CatalogModelRef[]> {
  return new Map(catalog.map(({ brand, models }) => [brand.slug, models.map((m) => ({ id: m.id, slug: m.slug, name: m.name }))]));
}

async function getJson<T>(url: URL): Promise<T> {
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${url.pathname}: ${res.status}`);
  return (await res.json()) as T;
}

export async function loadRedirectCatalog(apiUrl: URL): Promise<{ context: RedirectContext; models: Map<string, readonly CatalogModelRef[]> }> {
  const { items: brands } = await getJson<{ items: BrandRow[] }>(new URL('/api/catalog/brands', apiUrl));
  const out: { brand: BrandRow; models: ModelRow[] }[] = [];
  for (let i = 0; i < brands.length; i += CONCURRENCY) {
    const batch = brands.slice(i, i + CONCURRENCY);
    const lists = await Promise.all(
      batch.map((b) =>
        getJson<{ items: ModelRow[] }>(
          new URL(`/api/catalog/brands/${encodeURIComponent(b.slug)}/models`, apiUrl),
        ),
      ),
    );
    batch.forEach((brand, j) => out.push({ brand, models: lists[j]?.items ?? [] }));
  }
  return { context: buildRedirectContext(out), models: modelsByBrand(out) };
}

/** Keeps a fresh `RedirectContext`: `current()` is synchronous; loading retries every 2 s until the first success. */
export function createRedirectCatalog(apiUrl: URL, log: (msg: string, error?: unknown) => void) {
  let ctx: RedirectContext = {};
  let models = new Map<string, readonly CatalogModelRef[]>();
  let loaded = false;
  let timer: NodeJS.Timeout | null = null;
  async function refresh(): Promise<void> {
    try {
      ({ context: ctx, models } = await loadRedirectCatalog(apiUrl));
      loaded = true;
    } catch (error) {
      log('redirect catalogue: could not load from the API', error);
    } finally {
      timer = setTimeout(() => void refresh(), loaded ? CATALOG_REFRESH_MS : 2_000);
      timer.unref();
    }
  }
  return {
    current: () => ctx,
    /** A brand's models, or null when the catalogue has not loaded or does not know the brand. */
    models: (brand: string): readonly CatalogModelRef[] | null => models.get(brand) ?? null,
    start: () => refresh(),
    stop: () => {
      if (timer) clearTimeout(timer);
    },
  };
}
