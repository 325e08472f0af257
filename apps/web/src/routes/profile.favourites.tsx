import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/guards';
import { FavouritesPage, favouritesHead, loadFavourites } from '../features/favourites/FavouritesPage';

export const Route = createFileRoute('/profile/favourites')({
  staticData: { layout: 'default' },
  beforeLoad: requireSignedIn,
  loader: loadFavourites,
  head: favouritesHead,
  component: FavouritesPage,
});
