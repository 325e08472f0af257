import { catalogQueries } from '@jolda/api-client';
import type { CatalogModelRef, RouterContext } from '../../shared/router-context';

/** `Land Cruiser`, `land-cruiser`, `land_cruiser`, `LandCruiser` → `landcruiser`. */
export function modelKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_+-]+/g, '');
}

/**
 * `model-redirect` (route `/market/$mark/$model`): the model segment is made canonical against the brand's catalogue —
 * a model id (`/market/toyota/1`), its name or a spelling of its slug (`land-cruiser` for `land_cruiser`) redirects
 * (301) to the model's slug, query kept. An unknown brand or model, or a catalogue error, leaves the URL alone (the
 * page decides what to show).
 *
 * On the server the brand's models come from the web server's own copy of the catalogue (`catalogModels`) when it has
 * the brand: no API call before the page's loaders, and nothing of it in the page's dehydrated data (measured: the call
 * took 8–30 ms of the API's time and ran before the page's own two, one after the other). A model too new for that copy
 * (refreshed every few minutes) is not redirected until it is refreshed; its canonical address works at once.
 */
export async function modelRedirectStep(ctx: {
  params: Record<string, string>;
  context?: Pick<RouterContext, 'queryClient' | 'http' | 'catalogModels'>;
}): Promise<{ redirect: string; status: 301 } | undefined> {
  const { mark, model } = ctx.params;
  if (!mark || !model || !ctx.context) return undefined;
  let models: readonly CatalogModelRef[];
  const kept = ctx.context.catalogModels?.(mark);
  if (kept) models = kept;
  else {
    try {
      models = (await ctx.context.queryClient.ensureQueryData(catalogQueries.models(ctx.context.http, mark))).items;
    } catch {
      return undefined;
    }
  }
  if (models.some((m) => m.slug === model)) return undefined;
  const key = modelKey(model);
  const hit = /^\d+$/.test(model)
    ? models.find((m) => String(m.id) === model)
    : models.find((m) => modelKey(m.slug) === key || modelKey(m.name) === key);
  if (!hit) return undefined;
  return { redirect: `/market/${mark}/${hit.slug}`, status: 301 };
}
