import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ROUTE_LOADING_DELAY_MS } from '@jolda/routing';
import { ProgressBar } from '@jolda/ui';

/** The thin loading bar at the top, shown when a route change takes longer than ROUTE_LOADING_DELAY_MS (100 ms, spec section 9). */
export function RouteProgress() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  return <ProgressBar active={loading} delay={ROUTE_LOADING_DELAY_MS} label={t`Загрузка страницы`} />;
}
