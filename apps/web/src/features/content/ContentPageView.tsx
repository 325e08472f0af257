import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { contentQueries, useHttp } from '@jolda/api-client';
import { Breadcrumbs } from '@jolda/ui';
import { routerLink } from '../../shared/router-link';
import * as styles from './content.css';

/** A managed page (`/about`, `/{slug}`): its title and its text (sanitised HTML from the API). */
export function ContentPageView({ slug }: { slug: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const { data: page } = useSuspenseQuery(contentQueries.page(http, slug));
  return (
    <div className={styles.page}>
      <Breadcrumbs label={t`Навигация`} items={[{ label: t`Главная`, href: '/' }, { label: page.title }]} renderLink={routerLink} />
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.lead}>{page.description}</p>
        </header>
        {/* Sanitised by the API when the text was saved (lib/markdown.ts). */}
        <div className={styles.prose} data-testid="page-body" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </div>
  );
}
