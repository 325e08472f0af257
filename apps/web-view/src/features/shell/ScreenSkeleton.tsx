import { Skeleton } from '@jolda/ui';
import { useLingui } from '@lingui/react/macro';
import * as styles from './shell.css';

/** While a screen's code or data loads: the shape of a screen, marked busy. */
export function ScreenSkeleton() {
  const { t } = useLingui();
  return (
    <main className={styles.screen} aria-busy="true" aria-label={t`Загрузка`}>
      <Skeleton height="220px" />
      <Skeleton height="28px" width="70%" />
      <Skeleton height="24px" width="40%" />
      <Skeleton height="120px" />
    </main>
  );
}
