import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { alertsApi, favouriteQueries, savedSearchQueries, useHttp } from '@jolda/api-client';
import { Switch } from '@jolda/ui';
import * as styles from './alerts.css';

/**
 * The alert of a saved search (new matches) or of a favourite (price drop, sold): on or off at once, the list read
 * again after. A failed change puts the switch back and says so.
 */
export function AlertSwitch({
  target,
  id,
  enabled,
  children,
}: {
  target: 'saved-search' | 'favourite';
  id: number;
  enabled: boolean;
  children: React.ReactNode;
}) {
  const { t } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(enabled);
  const change = useMutation({
    mutationFn: (next: boolean) =>
      target === 'saved-search' ? alertsApi.setSavedSearchAlert(http, id, next) : alertsApi.setFavouriteAlert(http, id, next),
    onMutate: (next) => setOn(next),
    onError: (_e, next) => setOn(!next),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: target === 'saved-search' ? savedSearchQueries.all() : favouriteQueries.all() }),
  });
  return (
    <div className={styles.switchBox} data-testid="alert-switch">
      <Switch checked={on} onChange={(next) => change.mutate(next)}>
        {children}
      </Switch>
      {change.isError ? (
        <p role="alert" className={styles.error}>
          {t`Не удалось изменить уведомления. Попробуйте ещё раз.`}
        </p>
      ) : null}
    </div>
  );
}
