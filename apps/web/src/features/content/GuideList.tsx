import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { GuideCard as GuideCardData } from '@jolda/contracts';
import { contentQueries, useHttp } from '@jolda/api-client';
import { localizePath } from '@jolda/i18n';
import { Breadcrumbs, Button, EmptyState, Input } from '@jolda/ui';
import { Search, SearchX, X } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { GuideCard } from './GuideCard';
import { type GuideSearch, guideListQuery } from './content-route';
import { routerLink } from '../../shared/router-link';
import { RoutePagination } from '../../shared/RoutePagination';
import * as styles from './content.css';

/** `/guide` and `/guide/{category}`: categories, search within guides, the articles (newest first), pages of 12. */
export function GuideList({ search, category }: { search: GuideSearch; category?: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(contentQueries.guides(http, guideListQuery(search, category)));
  const current = category ? data.categories.find((c) => c.slug === category) : undefined;
  const [q, setQ] = useState(search.q ?? '');
  const base = current ? `/guide/${current.slug}` : '/guide';
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  /** The search of page n: the words and tag kept, page 1 without a number. */
  const pageSearch = (page: number): GuideSearch => ({
    ...(search.q ? { q: search.q } : {}),
    ...(search.tag ? { tag: search.tag } : {}),
    ...(page > 1 ? { page } : {}),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = q.trim();
    void navigate({ to: base as never, search: (words ? { q: words } : {}) as never });
  };

  return (
    <div className={styles.page}>
      <Breadcrumbs
        label={t`Навигация`}
        items={current ? [{ label: t`Главная`, href: '/' }, { label: t`Гид`, href: '/guide' }, { label: current.name }] : [{ label: t`Главная`, href: '/' }, { label: t`Гид` }]}
        renderLink={routerLink}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{current ? current.name : t`Гид автовладельца`}</h1>
        <p className={styles.lead}>
          {current ? current.description : t`Как купить, оформить, застраховать, обслуживать и продать машину в Казахстане — простым языком и по шагам.`}
        </p>
      </header>

      <form className={styles.searchForm} role="search" method="get" action={localizePath(base, locale)} onSubmit={submit}>
        <Input
          className={styles.searchInput}
          name="q"
          type="search"
          label={current ? t`Поиск в разделе «${current.name}»` : t`Поиск по гиду`}
          placeholder={t`Например: растаможка или ОГПО`}
          value={q}
          onValueChange={setQ}
          maxLength={100}
          prefix={<Search aria-hidden size={18} />}
        />
        <Button type="submit" variant="primary">
          {t`Найти`}
        </Button>
      </form>

      <nav aria-label={t`Разделы гида`}>
        <ul className={styles.chips}>
          <li>
            <Link to="/guide" className={styles.chip} activeOptions={{ exact: true, includeSearch: false }}>
              {t`Все статьи`}
            </Link>
          </li>
          {data.categories
            .filter((c) => c.count > 0)
            .map((c) => (
              <li key={c.slug}>
                <Link
                  to="/guide/$category/$"
                  params={{ category: c.slug, _splat: '' }}
                  className={styles.chip}
                  activeOptions={{ includeSearch: false }}
                  data-testid="guide-category"
                >
                  {c.name} <span className={styles.chipCount}>{c.count}</span>
                </Link>
              </li>
            ))}
        </ul>
      </nav>

      {search.q || search.tag ? (
        <div className={styles.meta} aria-live="polite">
          <span data-testid="guide-found">
            {search.q ? t`Найдено статей по запросу «${search.q}»: ${data.total}` : t`Статьи с тегом «${search.tag}»: ${data.total}`}
          </span>
          <Link to={base as never} className={styles.chip}>
            <X aria-hidden size={14} />
            {t`Сбросить`}
          </Link>
        </div>
      ) : null}

      {data.items.length ? (
        <ul className={styles.grid}>
          {data.items.map((item: GuideCardData, i: number) => (
            <li key={item.id}>
              <GuideCard article={item} eager={i < 3 && (search.page ?? 1) === 1} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<SearchX size={28} />}
          title={t`Ничего не нашлось`}
          description={t`Попробуйте другие слова или посмотрите все статьи гида.`}
          actions={
            <Link to="/guide" className={styles.chip}>
              {t`Все статьи`}
            </Link>
          }
        />
      )}

      {pageCount > 1 ? (
        <RoutePagination page={search.page ?? 1} pageCount={pageCount} link={(n) => ({ to: base as never, search: pageSearch(n) as never })} />
      ) : null}
    </div>
  );
}
