import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { favouriteQueries, favouritesApi, useHttp } from '@jolda/api-client';
import type { FavouriteIds } from '@jolda/contracts';
import { localFavourites, toggleLocalFavourite } from './local-favourites';

/**
 * A heart kept in this browser (not signed in): whether car `id` is in the list, re-rendering only when that answer
 * changes, and its toggle. No query or mutation observer: a page of twenty cards hydrates twenty of these.
 */
export function useLocalFavourite(id: number) {
  const isFavourite = useStore(localFavourites, (s) => s.ids.includes(id));
  return { isFavourite, toggle: () => toggleLocalFavourite(id), pending: false };
}

/** A heart kept in the account: whether car `id` is among the account's favourites, and an optimistic toggle. */
export function useAccountFavourite(id: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const key = favouriteQueries.ids(http).queryKey;
  const { data: isFavourite = false } = useQuery({
    ...favouriteQueries.ids(http),
    enabled: typeof window !== 'undefined',
    select: (d: FavouriteIds) => d.ids.includes(id),
  });
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
  return { isFavourite, toggle: () => mutation.mutate(!isFavourite), pending: mutation.isPending };
}
