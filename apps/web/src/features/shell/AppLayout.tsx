import { Suspense, type ReactNode } from 'react';
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
      {/* The header and the footer are Suspense boundaries (nothing in them suspends: the fallback never shows) so the
          server's HTML of each is hydrated after the page's first pass, in React's time-sliced offscreen passes, not
          in one long task with the rest — as the page itself already is (the router's outlet is a boundary). A click
          or a key in one before then hydrates it at once and is handled. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className={styles.main}>
        {children}
      </main>
      {layout !== 'ai-chat' && layout !== 'design' && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <FavouritesSync />
      <CompareSync />
      <CompareTray />
      <MessagesLive />
    </div>
  );
}
