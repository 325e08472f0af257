/**
 * The search feature's public entry: the `/cars` address of a filter, for features that link to a search, and the
 * list of places a buyer picks from.
 */
export { buildCarsPath, type CarsFilter, type DeepLinkCatalog } from './deep-link';
export { loadDeepLinkCatalog } from './deep-link-step';
export { placeFrom, placeOptions, placeValue } from './places';
