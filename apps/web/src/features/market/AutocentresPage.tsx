import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { AutocentreDetail, AutocentreList } from '@jolda/contracts';
import { Badge } from '@jolda/ui';
import { DealerItem } from './DealerItem';
import { MarketNav } from './MarketNav';
import { OfferCardItem } from './OfferCardItem';
import type { AutocentresData } from './dealer-route';
import * as styles from './market.css';

/** `/autocenters/{…}`: the list of a city, or one autocentre, as the loader found it. */
export function AutocentresView({ data }: { data: AutocentresData }) {
  return data.kind === 'list' ? <AutocentresPage list={data.list} city={data.city} /> : <AutocentrePage centre={data.centre} />;
}

/** `/autocenters` and `/autocenters/{city}`: the autocentres, by city. */
export function AutocentresPage({ list, city }: { list: AutocentreList; city?: string }) {
  const { t } = useLingui();
  const byCity = list.cities.filter((c) => !city || c.slug === city);
  return (
    <div className={styles.page}>
      <MarketNav city={city ?? 'almaty'} current="centres" />
      <header className={styles.header}>
        <h1 className={styles.title}>{list.city ? t`Автоцентры — ${list.city.name}` : t`Автоцентры`}</h1>
        <p className={styles.lead}>{t`Площадки, где рядом работают несколько официальных дилеров.`}</p>
        <nav aria-label={t`Города`} className={styles.row}>
          <Link to="/autocenters">{t`Все города`}</Link>
          {list.cities.map((c) => (
            <Link key={c.slug} to="/autocenters/$" params={{ _splat: c.slug }}>
              {c.name}
            </Link>
          ))}
        </nav>
      </header>
      {byCity.map((c) => (
        <section key={c.slug} className={styles.section} aria-labelledby={`city-${c.slug}`}>
          <h2 id={`city-${c.slug}`} className={styles.sectionTitle}>
            {c.name}
          </h2>
          <ul className={styles.list}>
            {list.items
              .filter((a) => a.city.slug === c.slug)
              .map((a) => (
                <li key={a.slug} className={styles.dealerRow}>
                  <div>
                    <Link to="/autocenters/$" params={{ _splat: a.slug }} className={styles.dealerName}>
                      {a.name}
                    </Link>
                    <p className={styles.muted}>{a.address}</p>
                    <div className={styles.row}>
                      {a.brands.map((b) => (
                        <Badge key={b.slug}>{b.name}</Badge>
                      ))}
                    </div>
                  </div>
                  <span className={styles.muted}>{t`Дилеров: ${a.dealerCount} · машин: ${a.offerCount}`}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** `/autocenters/{slug}`: one autocentre — its dealers and their cars. */
export function AutocentrePage({ centre }: { centre: AutocentreDetail }) {
  const { t } = useLingui();
  const c = centre.autocentre;
  const map = `https://2gis.kz/search/${encodeURIComponent(`${c.city.name}, ${c.address}`)}?m=${c.lng.toFixed(5)},${c.lat.toFixed(5)}/16`;
  return (
    <div className={styles.page}>
      <MarketNav city={c.city.slug} current="centres" />
      <header className={styles.header}>
        <h1 className={styles.title}>{c.name}</h1>
        <p className={styles.lead}>
          {c.address}, {c.city.name} ·{' '}
          <a href={map} target="_blank" rel="noopener noreferrer">
            {t`на карте 2ГИС`}
          </a>
        </p>
      </header>
      <section className={styles.section} aria-labelledby="dealers">
        <h2 id="dealers" className={styles.sectionTitle}>
          {t`Дилеры: ${centre.dealers.length}`}
        </h2>
        <ul className={styles.list}>
          {centre.dealers.map((d) => (
            <li key={d.slug}>
              <DealerItem dealer={d} />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="stock">
        <h2 id="stock" className={styles.sectionTitle}>
          {t`Автомобили в автоцентре`}
        </h2>
        <ul className={styles.grid}>
          {centre.offers.map((o, i) => (
            <li key={o.id}>
              <OfferCardItem offer={o} priority={i < 2} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
