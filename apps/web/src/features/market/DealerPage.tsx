import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { clockTime } from '@jolda/contracts';
import { marketApi, marketQueries, useHttp } from '@jolda/api-client';
import { Badge, Button, DataList, EmptyState, RatingStars } from '@jolda/ui';
import { SERVICE, WEEKDAYS } from './labels';
import { OfferCardItem } from './OfferCardItem';
import { OpenNow } from './OpenNow';
import * as styles from './market.css';

const formatPhone = (e164: string) => {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+7 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : e164;
};

/**
 * `/dealer/{slug}`: the dealer's address with a link to the map, hours with "open now" (Almaty time), phones on
 * request, services and brands, the survey rating and comments, and its cars.
 */
export function DealerPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const { data } = useSuspenseQuery(marketQueries.dealer(http, slug));
  const d = data.dealer;
  const phones = useMutation({ mutationFn: () => marketApi.revealDealerPhones(http, slug) });
  const map = `https://2gis.kz/search/${encodeURIComponent(`${d.city.name}, ${d.address}`)}?m=${d.lng.toFixed(5)},${d.lat.toFixed(5)}/17`;
  const rating = d.rating.value;
  const count = d.rating.count;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{d.name}</h1>
        <div className={styles.row}>
          {d.official ? <Badge tone="success">{t`Официальный дилер`}</Badge> : null}
          {d.brands.map((b) => (
            <Link key={b.slug} to="/market/$mark" params={{ mark: b.slug }}>
              <Badge>{b.name}</Badge>
            </Link>
          ))}
        </div>
        {rating !== null ? <RatingStars value={rating} label={t`Оценка ${rating} из 5`} count={t`${rating} · отзывов: ${count}`} /> : <p className={styles.muted}>{t`Ещё нет оценок`}</p>}
      </header>
      <div className={styles.split}>
        <section className={styles.section} aria-labelledby="contacts">
          <h2 id="contacts" className={styles.sectionTitle}>
            {t`Адрес и контакты`}
          </h2>
          <p>
            {d.address}, {d.city.name}
            {d.autocentre ? (
              <>
                {' · '}
                <Link to="/autocenters/$" params={{ _splat: d.autocentre.slug }}>
                  {d.autocentre.name}
                </Link>
              </>
            ) : null}
          </p>
          <p>
            <a href={map} target="_blank" rel="noopener noreferrer">
              {t`Открыть на карте 2ГИС`}
            </a>
          </p>
          {phones.data ? (
            <ul className={styles.list} data-testid="dealer-phones">
              {phones.data.phones.map((p) => (
                <li key={p}>
                  <a href={`tel:${p}`}>{formatPhone(p)}</a>
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" loading={phones.isPending} onClick={() => phones.mutate()}>
                {t`Показать телефон`}
              </Button>
            </div>
          )}
          <div className={styles.row}>
            {d.services.map((s) => (
              <Badge key={s} tone="info">
                {i18n._(SERVICE[s])}
              </Badge>
            ))}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="hours">
          <h2 id="hours" className={styles.sectionTitle}>
            {t`Часы работы`}
          </h2>
          <OpenNow hours={d.hours} />
          <DataList
            items={d.hours.map((h, i) => ({
              key: String(i),
              term: i18n._(WEEKDAYS[i]!),
              detail: h ? `${clockTime(h[0])}–${clockTime(h[1])}` : t`выходной`,
            }))}
          />
          <p className={styles.muted}>{t`Время алматинское.`}</p>
        </section>
      </div>
      <section className={styles.section} aria-labelledby="stock">
        <h2 id="stock" className={styles.sectionTitle}>
          {t`Автомобили дилера: ${d.offerCount}`}
        </h2>
        {data.offers.length ? (
          <ul className={styles.grid}>
            {data.offers.map((o, i) => (
              <li key={o.id}>
                <OfferCardItem offer={o} priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t`Сейчас у дилера нет машин на сайте`} />
        )}
      </section>
      {data.reviews.length ? (
        <section className={styles.section} aria-labelledby="reviews">
          <h2 id="reviews" className={styles.sectionTitle}>
            {t`Отзывы после визита`}
          </h2>
          <ul className={styles.list}>
            {data.reviews.map((r, i) => (
              <li key={i} className={styles.dealerRow}>
                <RatingStars size="sm" value={r.rating} label={t`Оценка ${r.rating} из 5`} />
                <p>{r.comment}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
