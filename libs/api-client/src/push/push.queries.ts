import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '@jolda/contracts';
import type { Http } from '../http.js';
import { addPushSubscription, deletePushSubscription, getPushConfig, getPushOutbox } from './push.api.js';

/** Web push: the key (kept for the visit) and my outbox (always refetched: the job may have added to it). */
export const pushQueries = {
  all: () => ['push'] as const,
  config: (http: Http) =>
    queryOptions({ queryKey: [...pushQueries.all(), 'config'] as const, queryFn: ({ signal }) => getPushConfig(http, { signal }), staleTime: Infinity }),
  outbox: (http: Http) =>
    queryOptions({ queryKey: [...pushQueries.all(), 'outbox'] as const, queryFn: ({ signal }) => getPushOutbox(http, { signal }) }),
};

/** Subscribing and unsubscribing; both refetch the outbox (subscribing sends what is due at once). */
export const pushMutations = {
  all: () => ['push', 'write'] as const,
  subscribe: (http: Http) =>
    mutationOptions({
      mutationKey: [...pushMutations.all(), 'subscribe'] as const,
      mutationFn: (subscription: PushSubscriptionInput) => addPushSubscription(http, subscription),
      onSuccess: (_r, _v, _m, { client }) => void client.invalidateQueries({ queryKey: pushQueries.outbox(http).queryKey }),
    }),
  unsubscribe: (http: Http) =>
    mutationOptions({
      mutationKey: [...pushMutations.all(), 'unsubscribe'] as const,
      mutationFn: (endpoint: string) => deletePushSubscription(http, endpoint),
    }),
};
