import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { contentQueries, useHttp } from '@jolda/api-client';
import { formatDateParts, localizePath } from '@jolda/i18n';
import { Breadcrumbs } from '@jolda/ui';
import { Car, ChevronRight } from '@jolda/ui/icons';
import { routerLink } from '../../shared/router-link';
import { useLocale } from '../../shared/use-locale';
import { GuideCard } from './GuideCard';
import * as styles from './content.css';

/** `/guide/{category}/{slug}`: the article with its contents, tags, related cars and related articles. */
export function GuideArticlePage({ category, slug }: { category: string; slug: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data: a } = useSuspenseQuery(contentQueries.guide(http, category, slug));
  const minutes = a.readingMinutes;
  const date = formatDateParts(a.publishedAt, locale, { day: true, month: 'long', year: true });
  return (
    <div className={styles.page}>
      <Breadcrumbs
        label={t`Навигация`}
        items={[
          { label: t`Главная`, href: '/' },
          { label: t`Гид`, href: '/guide' },
          { label: a.category.name, href: `/guide/${a.category.slug}` },
          { label: a.title },
        ]}
        renderLink={routerLink}
      />
      <div className={styles.articleLayout}>
        <article className={styles.article}>
          <header className={styles.header}>
            <h1 className={styles.title}>{a.title}</h1>
            <p className={styles.meta}>
              <span>{a.category.name}</span>
              <span aria-hidden>·</span>
              <time dateTime={a.publishedAt}>{date}</time>
              <span aria-hidden>·</span>
              <span data-testid="reading-time">{t`${minutes} мин чтения`}</span>
            </p>
            <p className={styles.lead}>{a.description}</p>
          </header>
          {a.cover ? <img className={styles.cover} src={a.cover} alt="" width={800} height={450} fetchPriority="high" /> : null}
          {a.toc.length > 1 ? (
            <nav className={styles.toc} aria-labelledby="toc-title" data-testid="toc">
              <h2 id="toc-title" className={styles.tocTitle}>
                {t`Содержание`}
              </h2>
              <ol className={styles.tocList}>
                {a.toc.map((entry) => (
                  <li key={entry.id} className={entry.level === 3 ? styles.tocSub : undefined}>
                    <a className={styles.tocLink} href={`#${entry.id}`}>
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {/* Sanitised by the API when the text was saved (lib/markdown.ts): only listed tags, no handlers or script links. */}
          <div className={styles.prose} data-testid="article-body" dangerouslySetInnerHTML={{ __html: a.html }} />
          {a.tags.length ? (
            <ul className={styles.chips} aria-label={t`Теги`}>
              {a.tags.map((tag) => (
                <li key={tag}>
                  <Link to="/guide" search={{ tag } as never} className={styles.chip}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
        <aside className={styles.aside}>
          {a.cars ? (
            <a href={localizePath(a.cars.path, locale)} className={styles.carsLink} data-testid="related-cars">
              <Car aria-hidden size={20} />
              <span>{a.cars.label}</span>
              <ChevronRight aria-hidden size={18} />
            </a>
          ) : null}
        </aside>
      </div>
      {a.related.length ? (
        <section className={styles.section} aria-labelledby="related">
          <h2 id="related" className={styles.sectionTitle}>
            {t`Читайте также`}
          </h2>
          <ul className={styles.grid}>
            {a.related.map((r) => (
              <li key={r.id}>
                <GuideCard article={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
