import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ROUTE_LOADING_DELAY_MS } from '@jolda/routing';
import * as styles from './RouteProgress.css';

/** A thin loading bar shown when a route change takes longer than ROUTE_LOADING_DELAY_MS (100 ms, spec section 9). */

export function RouteProgress() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), ROUTE_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t`Загрузка страницы`} />;
}
