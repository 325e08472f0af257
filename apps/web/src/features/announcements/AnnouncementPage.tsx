import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AnnouncementDetail } from '@jolda/contracts';
import { announcementQueries, useHttp } from '@jolda/api-client';
import { formatMileage } from '@jolda/i18n';
import { PriceTag } from '@jolda/ui';
import { Eye, MapPin, ShieldCheck } from 'lucide-react';
import { useLocale } from '../shell/use-locale';
import {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  SELLER_LABELS,
  STEERING_LABELS,
  TRANSMISSION_LABELS,
} from './labels';
import * as styles from './AnnouncementPage.css';

function Gallery({ car }: { car: AnnouncementDetail }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const photo = car.photos[index];
  if (!photo) return <div className={styles.galleryEmpty}>{t`Продавец не добавил фотографии`}</div>;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.mainPhoto}
        src={photo.url}
        width={photo.width}
        height={photo.height}
        alt={t`${car.title}, фото ${index + 1} из ${car.photos.length}`}
        fetchPriority="high"
      />
      {car.photos.length > 1 && (
        <ul className={styles.thumbs} aria-label={t`Фотографии`}>
          {car.photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t`Фото ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={p.url} alt="" width={96} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AnnouncementPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const { data: car } = useSuspenseQuery(announcementQueries.detail(http, id));
  const memberSince = i18n.date(new Date(car.seller.memberSince), { month: 'long', year: 'numeric' });
  const published = i18n.date(new Date(car.publishedAt), { day: 'numeric', month: 'long', year: 'numeric' });

  const specs: Array<[string, string]> = [
    [t`Год выпуска`, String(car.year)],
    [t`Пробег`, formatMileage(car.mileage, locale)],
    [t`Кузов`, i18n._(BODY_LABELS[car.body])],
    [
      t`Двигатель`,
      car.engineVolume === null
        ? i18n._(FUEL_LABELS[car.fuel])
        : `${i18n.number(car.engineVolume, { minimumFractionDigits: 1 })} ${t`л`}, ${i18n._(FUEL_LABELS[car.fuel]).toLowerCase()}`,
    ],
    [t`Коробка передач`, i18n._(TRANSMISSION_LABELS[car.transmission])],
    [t`Привод`, i18n._(DRIVE_LABELS[car.drive])],
    [t`Руль`, i18n._(STEERING_LABELS[car.steering])],
    [t`Цвет`, i18n._(COLOR_LABELS[car.color])],
    [t`Состояние`, i18n._(CONDITION_LABELS[car.condition])],
    [t`Растаможен в Казахстане`, car.customsCleared ? t`Да` : t`Нет`],
    [t`Город`, car.city.name],
  ];
  if (car.vinMasked) specs.push(['VIN', car.vinMasked]);

  return (
    <article className={styles.page}>
      <nav className={styles.crumbs} aria-label={t`Навигация`}>
        <Link to="/">{t`Главная`}</Link>
        <span aria-hidden>/</span>
        <Link to="/cars/$" params={{ _splat: car.brand.slug }}>
          {car.brand.name}
        </Link>
        <span aria-hidden>/</span>
        <Link to="/cars/$" params={{ _splat: `${car.brand.slug}/${car.model.slug}` }}>
          {car.model.name}
        </Link>
      </nav>
      {car.status !== 'published' && (
        <p className={styles.statusNote} role="status">
          {car.status === 'sold' ? t`Автомобиль продан` : t`Объявление снято с публикации`}
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.mainColumn}>
          <h1 className={styles.title}>
            {car.title}
            {car.generation ? ` ${car.generation}` : ''}, {car.year}
          </h1>
          <Gallery car={car} />
          <section aria-labelledby="specs-title" className={styles.block}>
            <h2 id="specs-title" className={styles.blockTitle}>
              <Trans>Характеристики</Trans>
            </h2>
            <dl className={styles.specs}>
              {specs.map(([term, value]) => (
                <div key={term} className={styles.specRow}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {car.description && (
            <section aria-labelledby="description-title" className={styles.block}>
              <h2 id="description-title" className={styles.blockTitle}>
                <Trans>Описание</Trans>
              </h2>
              <p className={styles.description}>{car.description}</p>
            </section>
          )}
        </div>
        <aside className={styles.side}>
          <div className={styles.priceBox}>
            <div data-testid="announcement-price">
              <PriceTag amount={car.price} locale={locale} size="lg" />
            </div>
            <p className={styles.metaLine}>
              <MapPin aria-hidden size={16} /> {car.city.name}
            </p>
            {car.inspected && (
              <p className={styles.inspected}>
                <ShieldCheck aria-hidden size={16} /> <Trans>Проверен специалистами Jolda</Trans>
              </p>
            )}
          </div>
          <div className={styles.sellerBox}>
            <p className={styles.sellerName}>{car.seller.dealer?.name ?? car.seller.name}</p>
            <p className={styles.metaLine}>
              {i18n._(SELLER_LABELS[car.seller.type])} · <Trans>на Jolda с {memberSince}</Trans>
            </p>
            <Link to="/announcement/user/$id" params={{ id: car.seller.id }} className={styles.sellerLink}>
              <Trans>Все объявления продавца ({car.seller.activeCount})</Trans>
            </Link>
          </div>
          <p className={styles.metaLine}>
            <Eye aria-hidden size={16} /> <Plural value={car.views} one="# просмотр" few="# просмотра" many="# просмотров" other="# просмотра" /> ·{' '}
            <Trans>опубликовано {published}</Trans>
          </p>
        </aside>
      </div>
    </article>
  );
}
