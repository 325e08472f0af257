import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/guards';
import { FavouritesPage } from '../features/favourites/FavouritesPage';
import { favouritesHead, loadFavourites } from '../features/favourites/favourites-route';

export const Route = createFileRoute('/profile/favourites')({
  staticData: { layout: 'default' },
  beforeLoad: requireSignedIn,
  loader: loadFavourites,
  head: favouritesHead,
  component: FavouritesPage,
});
