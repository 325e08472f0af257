import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouriteQueries, favouritesApi, useHttp } from '@jolda/api-client';
import type { FavouriteIds } from '@jolda/contracts';
import { toggleLocalFavourite, useLocalFavouriteIds } from './local-favourites';
import { useSignedIn } from './use-signed-in';

/** The favourite ids shown by hearts: the account's when signed in, the browser's otherwise. */
export function useFavouriteIds(): { ids: ReadonlySet<number>; signedIn: boolean } {
  const http = useHttp();
  const signedIn = useSignedIn();
  const local = useLocalFavouriteIds();
  const remote = useQuery({ ...favouriteQueries.ids(http), enabled: signedIn && typeof window !== 'undefined' });
  return { ids: new Set(signedIn ? (remote.data?.ids ?? []) : local), signedIn };
}

/** One heart: whether it is on, and a toggle (optimistic for the account; immediate in the browser). */
export function useFavourite(id: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { ids, signedIn } = useFavouriteIds();
  const isFavourite = ids.has(id);
  const key = favouriteQueries.ids(http).queryKey;
  const mutation = useMutation({
    mutationFn: (add: boolean) => (add ? favouritesApi.addFavourite(http, id) : favouritesApi.removeFavourite(http, id)),
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavouriteIds>(key);
      const rest = (previous?.ids ?? []).filter((x) => x !== id);
      queryClient.setQueryData<FavouriteIds>(key, { ids: add ? [id, ...rest] : rest });
      return { previous };
    },
    onError: (_e, _add, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(key, ctx.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteQueries.all() }),
  });
  const toggle = () => {
    if (signedIn) mutation.mutate(!isFavourite);
    else toggleLocalFavourite(id);
  };
  return { isFavourite, toggle, pending: mutation.isPending, error: mutation.error };
}
