import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import * as styles from '../shell/status-page.css';
import * as own from './OfflinePage.css';

/**
 * The offline page. The service worker serves it (precached as `/offline`) for any navigation that fails without a
 * network, under the address the visitor asked for; there the page is not hydrated (see `offline-fallback.ts`)
 * and "Try again" / coming back online reloads that address.
 */
export function OfflinePage() {
  return (
    <section className={styles.root} aria-labelledby="offline-title" data-offline-page="">
      <WifiOff aria-hidden size={56} className={own.icon} />
      <h1 id="offline-title" className={styles.title}>
        <Trans>Нет соединения с интернетом</Trans>
      </h1>
      <p className={styles.message}>
        <Trans>
          Страница откроется, как только соединение восстановится. Проверьте Wi-Fi или мобильные данные.
        </Trans>
      </p>
      <div className={own.actions}>
        <button
          type="button"
          className={styles.action}
          data-offline-retry=""
          onClick={() => window.location.reload()}
        >
          <Trans>Повторить</Trans>
        </button>
        <Link to="/" className={own.secondary}>
          <Trans>На главную</Trans>
        </Link>
      </div>
    </section>
  );
}
