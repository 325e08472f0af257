import { useQuery } from '@tanstack/react-query';
import { catalogQueries, useHttp } from '@jolda/api-client';
import type { AssistantFilters } from '@jolda/contracts';
import { buildCarsPath, type CarsFilter } from '../search';

/** The search's own filter of an answer: the same keys; `newest`, the search's default order, is left out. */
export function toCarsFilter(f: AssistantFilters): CarsFilter {
  const { sort, ...rest } = f;
  return { ...rest, ...(sort && sort !== 'newest' ? { sort } : {}) } as CarsFilter;
}

/**
 * The `/cars/…` address of an answer's filters (the search's canonical deep link: brand, model, place and body in the
 * path once the catalogue says they are known; until then, the same filter as a query, which the search reads too).
 */
export function useSearchLink(filters: AssistantFilters): ReturnType<typeof buildCarsPath> {
  const http = useHttp();
  const brand = filters.brand?.length === 1 ? filters.brand[0] : undefined;
  const brands = useQuery(catalogQueries.brands(http));
  const cities = useQuery(catalogQueries.cities(http));
  const regions = useQuery(catalogQueries.regions(http));
  const models = useQuery({ ...catalogQueries.models(http, brand ?? ''), enabled: !!brand });
  return buildCarsPath(toCarsFilter(filters), {
    brands: brands.data?.items.map((b) => b.slug) ?? [],
    models: brand && models.data ? { [brand]: models.data.items.map((m) => m.slug) } : {},
    cities: cities.data?.items.map((c) => c.slug) ?? [],
    regions: regions.data?.items.map((r) => r.slug) ?? [],
  });
}
