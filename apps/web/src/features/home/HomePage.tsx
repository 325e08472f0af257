import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SearchQuery } from '@jolda/contracts';
import { announcementQueries, catalogQueries, useHttp } from '@jolda/api-client';
import { formatNumber } from '@jolda/i18n';
import { ArrowRight, Search } from 'lucide-react';
import { AnnouncementCard } from '../announcements/AnnouncementCard';
import { useLocale } from '../shell/use-locale';
import * as styles from './HomePage.css';

/** The home page's "latest announcements" query: shared by the route loader and the component. */
export const HOME_LATEST_FILTER: SearchQuery = { sort: 'newest', pageSize: 12 };

export function HomePage() {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data: latest } = useSuspenseQuery(announcementQueries.search(http, HOME_LATEST_FILTER));
  const { data: brands } = useSuspenseQuery(catalogQueries.brands(http, { popular: true }));

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          <Trans>Автомобили в Казахстане — найдите свой</Trans>
        </h1>
        <p className={styles.heroLead}>
          <Plural
            value={latest.total}
            one="# объявление от владельцев и дилеров"
            few="# объявления от владельцев и дилеров"
            many="# объявлений от владельцев и дилеров"
            other="# объявления от владельцев и дилеров"
          />
        </p>
        <div className={styles.heroActions}>
          <Link to="/cars/$" params={{ _splat: '' }} className={styles.primaryAction}>
            <Search aria-hidden size={18} />
            <Trans>Найти автомобиль</Trans>
          </Link>
          <Link to="/create-announcement" className={styles.secondaryAction}>
            <Trans>Продать автомобиль</Trans>
          </Link>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="brands-title" data-testid="popular-brands">
        <h2 id="brands-title" className={styles.sectionTitle}>
          <Trans>Популярные марки</Trans>
        </h2>
        <ul className={styles.brands}>
          {brands.items.map((brand) => (
            <li key={brand.id}>
              <Link to="/cars/$" params={{ _splat: brand.slug }} className={styles.brand}>
                <span className={styles.brandName}>{brand.name}</span>
                <span className={styles.brandCount}>{formatNumber(brand.count, locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="latest-title">
        <div className={styles.sectionHeader}>
          <h2 id="latest-title" className={styles.sectionTitle}>
            <Trans>Свежие объявления</Trans>
          </h2>
          <Link to="/cars/$" params={{ _splat: '' }} className={styles.more}>
            {t`Все объявления`} <ArrowRight aria-hidden size={16} />
          </Link>
        </div>
        <ul className={styles.grid}>
          {latest.items.map((car, index) => (
            <li key={car.id}>
              <AnnouncementCard car={car} priority={index < 2} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
