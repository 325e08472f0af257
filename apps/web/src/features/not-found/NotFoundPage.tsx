import { Link, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { localizePath } from '@jolda/i18n';
import { useLocale } from '../shell/use-locale';
import * as styles from '../shell/status-page.css';

/** Unmatched paths and failed route validation: status 404 (set by the router on the server). */
export function NotFoundPage() {
  const locale = useLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const path = localizePath(pathname, locale);
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.code}>
        <Trans id="common:404">404</Trans>
      </h1>
      <p className={styles.message}>
        <Trans id="common:pageNotFound">Страница не найдена: {path}</Trans>
      </p>
      <Link to="/" className={styles.action}>
        <Trans id="common:return_to_main_page">На главную</Trans>
      </Link>
    </section>
  );
}
