import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { marketQueries, useHttp } from '@jolda/api-client';
import { EmptyState } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { DealerItem } from './DealerItem';
import { MarketNav } from './MarketNav';
import { OfferCardItem } from './OfferCardItem';
import type { MarketPlaceDeps } from './market-route';
import { price } from './text';
import { useRememberCity } from './use-remember-city';
import * as styles from './market.css';

/**
 * `/market` and `/market/premium`: the buyer's city, the brands on sale there (price from, offers), the largest
 * discounts on cars in stock, the best-rated dealers.
 */
export function MarketHomePage({ place, cityFromUrl }: { place: MarketPlaceDeps; cityFromUrl: string | undefined }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data } = useSuspenseQuery(marketQueries.home(http, place));
  useRememberCity(cityFromUrl);
  const city = data.city.name;
  const count = data.offerCount;
  return (
    <div className={styles.page}>
      <MarketNav city={data.city.slug} current={place.premium ? 'premium' : 'market'} />
      <header className={styles.header}>
        <h1 className={styles.title}>{place.premium ? t`Премиальные автомобили — ${city}` : t`Новые автомобили — ${city}`}</h1>
        <p className={styles.lead}>{t`Официальные дилеры, ${count} предложений в наличии и под заказ. Цены, комплектации, кредит и тест-драйв.`}</p>
      </header>

      {/* Each section in a Suspense boundary of its own: React hydrates each after the header at idle priority, and a
          tap inside one before then hydrates that section alone, not the whole page. */}
      <Suspense fallback={null}>
        <section className={styles.section} aria-labelledby="brands">
          <h2 id="brands" className={styles.sectionTitle}>
            {t`Марки`}
          </h2>
          <ul className={styles.tiles}>
            {data.brands.map((b) => {
              const from = price(b.priceFrom, locale);
              const offers = b.offerCount;
              return (
                <li key={b.slug}>
                  <Link
                    to={place.premium ? '/market/premium/$mark' : '/market/$mark'}
                    params={{ mark: b.slug }}
                    className={styles.tile}
                    data-testid="market-brand"
                  >
                    <span className={styles.tileTitle}>{b.name}</span>
                    <span className={styles.tilePrice}>{t`от ${from}`}</span>
                    <span className={styles.tileMeta}>{offers ? t`Предложений: ${offers}` : t`Под заказ у дилера`}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      </Suspense>

      <Suspense fallback={null}>
        <section className={styles.section} aria-labelledby="best">
          <h2 id="best" className={styles.sectionTitle}>
            {t`Лучшие предложения`}
          </h2>
          {data.bestOffers.length ? (
            <ul className={styles.grid}>
              {data.bestOffers.map((o, i) => (
                <li key={o.id}>
                  <OfferCardItem offer={o} priority={i < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title={t`Скидок в этом городе сейчас нет`} />
          )}
        </section>
      </Suspense>

      <Suspense fallback={null}>
        <section className={styles.section} aria-labelledby="dealers">
          <div className={styles.sectionHead}>
            <h2 id="dealers" className={styles.sectionTitle}>
              {t`Дилеры рядом`}
            </h2>
            <Link to="/dealers/$address" params={{ address: data.city.slug }}>
              {t`Все дилеры города`}
            </Link>
          </div>
          <ul className={styles.list}>
            {data.dealers.map((d) => (
              <li key={d.slug}>
                <DealerItem dealer={d} />
              </li>
            ))}
          </ul>
        </section>
      </Suspense>
    </div>
  );
}
