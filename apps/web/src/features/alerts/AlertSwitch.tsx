import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { alertsApi, favouriteQueries, savedSearchQueries, useHttp } from '@jolda/api-client';
import { Stack, Switch, Text } from '@jolda/ui';

/**
 * The alert of a saved search (new matches) or of a favourite (price drop, sold): on or off at once, the list read
 * again after. While the change is under way (until the list is read again) the switch shows what was asked; then
 * what the server says — so a failed change puts it back (and says so), and a change made elsewhere shows.
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
  const change = useMutation({
    mutationFn: (next: boolean) =>
      target === 'saved-search' ? alertsApi.setSavedSearchAlert(http, id, next) : alertsApi.setFavouriteAlert(http, id, next),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: target === 'saved-search' ? savedSearchQueries.all() : favouriteQueries.all() }),
  });
  const on = change.isPending ? change.variables : enabled;
  return (
    <Stack space="1" data-testid="alert-switch">
      <Switch checked={on} onChange={(next) => change.mutate(next)}>
        {children}
      </Switch>
      {change.isError ? (
        <Text role="alert" size="sm" tone="danger">
          {t`Не удалось изменить уведомления. Попробуйте ещё раз.`}
        </Text>
      ) : null}
    </Stack>
  );
}
