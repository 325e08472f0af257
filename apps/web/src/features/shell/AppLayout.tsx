import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Header } from './Header';
import { Footer } from './Footer';
import { RouteProgress } from './RouteProgress';
import { FavouritesSync } from '../favourites';
import { CompareSync, CompareTray } from '../compare';
import { MessagesLive } from '../messages';
import * as styles from './shell.css';

/**
 * The page frame chosen by the deepest matched route's `staticData.layout` — never by a path check.
 * `none` and `empty` render the page alone; the others share the header and footer.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const layout = useRouterState({
    select: (s) => s.matches[s.matches.length - 1]?.staticData?.layout ?? 'default',
  });
  if (layout === 'none' || layout === 'empty' || layout === 'web-view') {
    return (
      <div className={styles.page} data-layout={layout}>
        <RouteProgress />
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    );
  }
  return (
    <div className={styles.page} data-layout={layout}>
      <RouteProgress />
      <a href="#main" className={styles.skipLink}>
        <Trans>Перейти к содержимому</Trans>
      </a>
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      {layout !== 'ai-chat' && layout !== 'design' && <Footer />}
      <FavouritesSync />
      <CompareSync />
      <CompareTray />
      <MessagesLive />
    </div>
  );
}
