import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getBonusAccount, getBonusBalance, getBonusRules, getMyRaises, raiseAnnouncement } from './bonus.api.js';

/** Bonus points: the rules for everyone, the account for its owner (always refetched: it moves with every purchase). */
export const bonusQueries = {
  all: () => ['bonus'] as const,
  rules: (http: Http) =>
    queryOptions({ queryKey: [...bonusQueries.all(), 'rules'] as const, queryFn: ({ signal }) => getBonusRules(http, { signal }), staleTime: 60_000 }),
  account: (http: Http) =>
    queryOptions({ queryKey: [...bonusQueries.all(), 'account'] as const, queryFn: ({ signal }) => getBonusAccount(http, { signal }) }),
  balance: (http: Http) =>
    queryOptions({ queryKey: [...bonusQueries.all(), 'balance'] as const, queryFn: ({ signal }) => getBonusBalance(http, { signal }) }),
  /** The "Поднять" dialog's data: price, cooldown, balance, my raised announcements. */
  raises: (http: Http) =>
    queryOptions({ queryKey: [...bonusQueries.all(), 'raises'] as const, queryFn: ({ signal }) => getMyRaises(http, { signal }) }),
};

export const bonusMutations = {
  claim: () => [...bonusQueries.all(), 'claim'] as const,
  /** Raises my announcement (paid): the balance, the raises and my announcements' order change. */
  raise: (http: Http) =>
    mutationOptions({
      mutationKey: [...bonusQueries.all(), 'raise'] as const,
      mutationFn: (id: number) => raiseAnnouncement(http, id),
      onSettled: (_r, _e, _v, _m, { client }) => {
        void client.invalidateQueries({ queryKey: bonusQueries.all() });
        void client.invalidateQueries({ queryKey: ['my'] });
        void client.invalidateQueries({ queryKey: ['announcements'] });
      },
    }),
};
