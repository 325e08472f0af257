/** The favourites feature's public entry: what other features may use (the page itself is imported by its route). */
export { FavouriteToggle } from './FavouriteToggle';
export { FavouritesSync } from './FavouritesSync';
export { useSignedIn } from '../../shared/use-signed-in';
