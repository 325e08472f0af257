import { lazy, Suspense, useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '@jolda/contracts';
import { EmptyState } from '@jolda/ui';
import { matchScreen, type ScreenModule, type ScreenRoute } from './app/routes';
import { useScreenReady } from './app/bridge-context';
import { ScreenSkeleton } from './features/shell/ScreenSkeleton';
import * as styles from './features/shell/shell.css';

/** A screen's chunk, with its own catalogue (if it has one) merged into the page's before its first render. */
export async function loadScreen(route: ScreenRoute, i18n: I18n): Promise<ScreenModule> {
  const screen = await route.load();
  if (screen.loadMessages) i18n.load(i18n.locale, (await screen.loadMessages(i18n.locale as Locale)).messages);
  return screen;
}

/**
 * The screen of the path (its own chunk), or a definite "no such screen". `screen`: the chunk already loaded (main.tsx
 * loads it beside the catalogue), so the first render is the screen itself, not a skeleton that it then replaces.
 */
export function App({ pathname, search, screen }: { pathname: string; search: string; screen?: ScreenModule | null }) {
  const match = useMemo(() => matchScreen(pathname), [pathname]);
  const { i18n } = useLingui();
  const Screen = useMemo(() => (match ? (screen?.default ?? lazy(() => loadScreen(match.route, i18n))) : null), [match, i18n, screen]);
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
