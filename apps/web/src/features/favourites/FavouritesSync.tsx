import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { favouriteQueries, favouritesApi, useHttp } from '@jolda/api-client';
import { clearLocalFavourites, hydrateLocalFavourites, localFavourites, useLocalFavouriteIds } from './local-favourites';
import { useSignedIn } from '../../shared/use-signed-in';

/**
 * Mounted once by the shell. Loads the browser's favourites after hydration, and when the visitor is signed in
 * (on sign-in, or on a later visit) merges them into the account — the API is idempotent — then forgets them here.
 */
export function FavouritesSync() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const localIds = useLocalFavouriteIds();
  const running = useRef(false);

  useEffect(() => {
    hydrateLocalFavourites();
  }, []);

  useEffect(() => {
    if (!signedIn || localIds.length === 0 || running.current) return;
    running.current = true;
    const ids = [...localIds];
    favouritesApi
      .mergeFavourites(http, ids)
      .then((merged) => {
        // Only what was sent is forgotten: a heart clicked meanwhile stays for the next run.
        const left = localFavourites.getState().ids.filter((id) => !ids.includes(id));
        if (left.length === 0) clearLocalFavourites();
        else localFavourites.setState({ ids: left });
        queryClient.setQueryData(favouriteQueries.ids(http).queryKey, merged);
        return queryClient.invalidateQueries({ queryKey: favouriteQueries.all() });
      })
      .catch(() => {
        // Kept in the browser; tried again on the next navigation.
      })
      .finally(() => {
        running.current = false;
      });
  }, [signedIn, localIds, http, queryClient]);

  return null;
}
