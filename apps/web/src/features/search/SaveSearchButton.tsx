import { Link, useLocation } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, BellRing } from '@jolda/ui/icons';
import { isApiRequestError, savedSearchQueries, savedSearchesApi, useHttp } from '@jolda/api-client';
import { canonicalSearchFilter } from '@jolda/contracts';
import { Button } from '@jolda/ui';
import { useSignedIn } from '../favourites';
import type { CarsFilter } from './deep-link';
import * as styles from './search.css';

/** The key a saved search is compared by (the API keeps filters in this canonical form). */
const savedFilterKey = (f: Record<string, unknown>): string => JSON.stringify(canonicalSearchFilter(f));

/** "Сохранить поиск" on the search page: saved for a signed-in user, sign in first (and come back) otherwise. */
export function SaveSearchButton({ filter }: { filter: CarsFilter }) {
  const { t } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const location = useLocation();
  const saved = useQuery({ ...savedSearchQueries.list(http), enabled: signedIn });
  const key = savedFilterKey(filter as Record<string, unknown>);
  const save = useMutation({
    mutationFn: () => {
      const { sort: _sort, page: _page, ...rest } = filter;
      return savedSearchesApi.saveSearch(http, rest);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchQueries.all() }),
  });
  if (!signedIn) {
    return (
      <Button
        variant="secondary"
        iconStart={<Bell size={18} />}
        render={(p) => <Link {...p} to="/login" search={{ redirect: `${location.pathname}${location.searchStr}` } as never} />}
      >
        <span className={styles.phoneHidden}>
          <Trans>Сохранить поиск</Trans>
        </span>
      </Button>
    );
  }
  const isSaved = saved.data?.items.some((s) => savedFilterKey(s.filter) === key) ?? false;
  if (isSaved || save.isSuccess) {
    return (
      <Button variant="secondary" iconStart={<BellRing size={18} />} render={(p) => <Link {...p} to="/profile/saved-searches" />}>
        <span className={styles.phoneHidden}>
          <Trans>Поиск сохранён</Trans>
        </span>
      </Button>
    );
  }
  const error = save.error
    ? isApiRequestError(save.error) && save.error.code === 'saved_search_limit'
      ? t`Сохранено максимум поисков. Удалите ненужный в профиле.`
      : t`Не удалось сохранить поиск. Попробуйте ещё раз.`
    : null;
  return (
    <span className={styles.saveSearch}>
      <Button variant="secondary" iconStart={<Bell size={18} />} loading={save.isPending} onClick={() => save.mutate()}>
        <span className={styles.phoneHidden}>
          <Trans>Сохранить поиск</Trans>
        </span>
      </Button>
      {error ? (
        <span role="alert" className={styles.saveSearchError}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
