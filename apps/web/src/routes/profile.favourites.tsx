import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../features/favourites/FavouritesPage';
import { favouritesHead, loadFavourites } from '../features/favourites/favourites-route';

export const Route = createFileRoute('/profile/favourites')({
  staticData: { layout: 'default', auth: true },
  loader: loadFavourites,
  head: favouritesHead,
  component: FavouritesPage,
});
