import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button, Heading, Text } from '@jolda/ui';
import { WifiOff } from '@jolda/ui/icons';
import * as styles from '../../shared/status-page.css';
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
      <Heading level={1} size={2} id="offline-title" align="center">
        <Trans>Нет соединения с интернетом</Trans>
      </Heading>
      <Text size="lg" tone="muted" align="center">
        <Trans>
          Страница откроется, как только соединение восстановится. Проверьте Wi-Fi или мобильные данные.
        </Trans>
      </Text>
      <div className={styles.actions}>
        <Button size="lg" data-offline-retry="" onClick={() => window.location.reload()}>
          <Trans>Повторить</Trans>
        </Button>
        <Button size="lg" variant="ghost" render={(p) => <Link to="/" {...p} />}>
          <Trans>На главную</Trans>
        </Button>
      </div>
    </section>
  );
}
