import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { marketQueries, useHttp } from '@jolda/api-client';
import { DealerItem } from './DealerItem';
import { MarketNav } from './MarketNav';
import * as styles from './market.css';

/** `/dealers/{city or brand}`: the dealers of a city (best rated first), or of a brand in every city. */
export function DealersPage({ by }: { by: { city?: string; brand?: string } }) {
  const { t } = useLingui();
  const http = useHttp();
  const { data } = useSuspenseQuery(marketQueries.dealers(http, by));
  const title = data.brand ? t`Дилеры ${data.brand.name}` : t`Автосалоны и дилеры — ${data.city?.name ?? ''}`;
  return (
    <div className={styles.page}>
      <MarketNav city={data.city?.slug ?? 'almaty'} current="dealers" />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t`Найдено дилеров: ${data.items.length}. Рейтинг — по опросам покупателей после визита.`}</p>
      </header>
      <ul className={styles.list}>
        {data.items.map((d) => (
          <li key={d.slug}>
            <DealerItem dealer={d} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
