import { Suspense, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Bell, BellRing } from '@jolda/ui/icons';
import { savedSearchQueries, useHttp } from '@jolda/api-client';
import { canonicalSearchFilter } from '@jolda/contracts';
import { Button } from '@jolda/ui';
import { useSignedIn } from '../favourites';
import { preloadable, usePreloadedOverlay } from '../../shared/preloadable';
import type { CarsFilter } from './deep-link';
import * as styles from './search.css';

/** The save dialog (react-aria's modal and switch) is a chunk of its own, fetched when the buyer reaches for the button. */
const SaveSearchDialog = preloadable(() => import('./SaveSearchDialog').then((m) => m.SaveSearchDialog));

/** The key a saved search is compared by (the API keeps filters in this canonical form). */
const savedFilterKey = (f: Record<string, unknown>): string => JSON.stringify(canonicalSearchFilter(f));

/**
 * "Сохранить поиск" on the search page: a signed-in user saves it in a dialog that asks about its alert
 * (`SaveSearchDialog`); a visitor signs in first (and comes back).
 */
export function SaveSearchButton({ filter }: { filter: CarsFilter }) {
  const http = useHttp();
  const signedIn = useSignedIn();
  const location = useLocation();
  const saved = useQuery({ ...savedSearchQueries.list(http), enabled: signedIn });
  const key = savedFilterKey(filter as Record<string, unknown>);
  const dialog = usePreloadedOverlay(SaveSearchDialog);
  // The key saved just now: "saved" at once, before the list is read again (and not for the next filter).
  const [savedKey, setSavedKey] = useState<string | null>(null);
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
  if (isSaved || savedKey === key) {
    return (
      <Button variant="secondary" iconStart={<BellRing size={18} />} render={(p) => <Link {...p} to="/profile/saved-searches" />}>
        <span className={styles.phoneHidden}>
          <Trans>Поиск сохранён</Trans>
        </span>
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" iconStart={<Bell size={18} />} loading={dialog.loading} {...dialog.triggerProps}>
        <span className={styles.phoneHidden}>
          <Trans>Сохранить поиск</Trans>
        </span>
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filter={filter} open={dialog.open} setOpen={dialog.setOpen} onSaved={() => setSavedKey(key)} />
        </Suspense>
      ) : null}
    </>
  );
}
