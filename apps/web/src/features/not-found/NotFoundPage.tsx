import { Link, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { localizePath } from '@jolda/i18n';
import { Button, Heading, Text } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import * as styles from '../../shared/status-page.css';

/** Unmatched paths and failed route validation: status 404 (set by the router on the server). */
export function NotFoundPage() {
  const locale = useLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const path = localizePath(pathname, locale);
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <Heading level={1} id="not-found-title" align="center">
        <span className={styles.code}>
          <Trans id="common:404">404</Trans>
        </span>
      </Heading>
      <Text size="lg" tone="muted" align="center" className={styles.message}>
        <Trans id="common:pageNotFound">Страница не найдена: {path}</Trans>
      </Text>
      <Button size="lg" render={(p) => <Link to="/" {...p} />}>
        <Trans id="common:return_to_main_page">На главную</Trans>
      </Button>
    </section>
  );
}
