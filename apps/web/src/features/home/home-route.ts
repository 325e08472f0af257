/**
 * What the home route needs before its page's code loads (the loader's query): kept apart from the page so the route
 * tree does not pull the page's UI into the first JS of every page.
 */
import type { SearchQuery } from '@jolda/contracts';

/** The home page's "latest announcements" query: shared by the route loader and the component. */
export const HOME_LATEST_FILTER: SearchQuery = { sort: 'newest', pageSize: 12 };
