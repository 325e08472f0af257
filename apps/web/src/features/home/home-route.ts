/**
 * What the home route needs before its page's code loads (the loader's query): kept apart from the page so the route
 * tree does not pull the page's UI into the first JS of every page.
 */
import type { City, SearchQuery } from '@jolda/contracts';

/** The home page's "latest announcements" query: shared by the route loader and the component. */
export const HOME_LATEST_FILTER: SearchQuery = { sort: 'newest', pageSize: 12 };

/**
 * The quick search's first state: the buyer's remembered city when the catalogue knows it, else the whole country.
 * The route loader asks for its count (a city's), so the server renders the button's number.
 */
export function quickSearchFilter(city: string | null, cities: readonly Pick<City, 'slug'>[]): { city?: string } {
  return city && cities.some((c) => c.slug === city) ? { city } : {};
}
