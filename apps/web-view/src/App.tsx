import { lazy, Suspense, useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@jolda/ui';
import { matchScreen } from './app/routes';
import { useScreenReady } from './app/bridge-context';
import { ScreenSkeleton } from './features/shell/ScreenSkeleton';
import * as styles from './features/shell/shell.css';

/** The screen of the path (its own chunk), or a definite "no such screen". */
export function App({ pathname, search }: { pathname: string; search: string }) {
  const match = useMemo(() => matchScreen(pathname), [pathname]);
  const Screen = useMemo(() => (match ? lazy(match.route.load) : null), [match]);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  if (!match || !Screen) return <UnknownScreen />;
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Screen params={match.params} search={params} />
    </Suspense>
  );
}

function UnknownScreen() {
  useScreenReady(true, null);
  return (
    <main className={styles.screen}>
      <EmptyState
        headingLevel={1}
        title={<Trans>Экран не найден</Trans>}
        description={<Trans>Такого экрана нет. Проверьте адрес или обновите приложение Jolda.</Trans>}
      />
    </main>
  );
}
