import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { marketQueries, useHttp } from '@jolda/api-client';
import { Breadcrumbs } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { DealerItem } from './DealerItem';
import { routerLink } from './router-link';
import { BODY } from './labels';
import { MarketNav } from './MarketNav';
import type { MarketPlaceDeps } from './market-route';
import { price } from './text';
import { useRememberCity } from './use-remember-city';
import * as styles from './market.css';

/** `/market/{mark}` (and the premium one): the brand's models on sale with prices and offers in the city, its dealers. */
export function MarketBrandPage({ brand, place, cityFromUrl }: { brand: string; place: MarketPlaceDeps; cityFromUrl: string | undefined }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data } = useSuspenseQuery(marketQueries.brand(http, brand, place));
  useRememberCity(cityFromUrl);
  const name = data.brand.name;
  const city = data.city.name;
  const base = place.premium ? '/market/premium' : '/market';
  return (
    <div className={styles.page}>
      <MarketNav city={data.city.slug} current={place.premium ? 'premium' : 'market'} />
      <Breadcrumbs
        label={t`Навигация`}
        items={[
          { label: place.premium ? t`Премиум` : t`Маркет`, href: base },
          { label: name },
        ]}
        renderLink={routerLink}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Новые ${name}`}</h1>
        <p className={styles.lead}>{t`Модели в продаже у официальных дилеров — ${city}. Страна марки: ${data.brand.country}.`}</p>
      </header>
      <section className={styles.section} aria-labelledby="models">
        <h2 id="models" className={styles.sectionTitle}>
          {t`Модели`}
        </h2>
        <ul className={styles.tiles}>
          {data.models.map((m, i) => {
            const from = price(m.offerPriceFrom ?? m.priceFrom, locale);
            const offers = m.offerCount;
            return (
              <li key={m.slug}>
                <Link
                  to={place.premium ? '/market/premium/$mark/$model' : '/market/$mark/$model'}
                  params={{ mark: data.brand.slug, model: m.slug }}
                  className={styles.tile}
                  data-testid="market-model"
                >
                  <img
                    className={styles.tileImage}
                    src={m.photo}
                    alt=""
                    width={800}
                    height={600}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    fetchPriority={i < 2 ? 'high' : undefined}
                  />
                  <span className={styles.tileTitle}>
                    {name} {m.name}
                  </span>
                  <span className={styles.tileMeta}>
                    {i18n._(BODY[m.body])} · {m.assembly.local ? t`сборка в Казахстане` : t`импорт`}
                  </span>
                  <span className={styles.tilePrice}>{t`от ${from}`}</span>
                  <span className={styles.tileMeta}>{offers ? t`Предложений в городе: ${offers}` : t`Под заказ у дилера`}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="dealers">
        <h2 id="dealers" className={styles.sectionTitle}>
          {t`Дилеры ${name} — ${city}`}
        </h2>
        {data.dealers.length ? (
          <ul className={styles.list}>
            {data.dealers.map((d) => (
              <li key={d.slug}>
                <DealerItem dealer={d} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            {t`В этом городе нет дилера марки.`}{' '}
            <Link to="/dealers/$address" params={{ address: data.brand.slug }}>
              {t`Дилеры в других городах`}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
