import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getBonusAccount, getBonusBalance, getBonusRules } from './bonus.api.js';

/** Bonus points: the rules for everyone, the account for its owner (always refetched: it moves with every purchase). */
export const bonusQueries = {
  all: () => ['bonus'] as const,
  rules: (http: Http) =>
    queryOptions({ queryKey: [...bonusQueries.all(), 'rules'] as const, queryFn: ({ signal }) => getBonusRules(http, { signal }), staleTime: 60_000 }),
  account: (http: Http) =>
    queryOptions({ queryKey: [...bonusQueries.all(), 'account'] as const, queryFn: ({ signal }) => getBonusAccount(http, { signal }) }),
  balance: (http: Http) =>
    queryOptions({ queryKey: [...bonusQueries.all(), 'balance'] as const, queryFn: ({ signal }) => getBonusBalance(http, { signal }) }),
};

export const bonusMutations = {
  claim: () => [...bonusQueries.all(), 'claim'] as const,
};
