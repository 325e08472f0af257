import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { AnnouncementCard as Card } from '@jolda/contracts';
import { formatDateParts, formatMileage } from '@jolda/i18n';
import { PriceTag } from '@jolda/ui';
import { Camera, MapPin, ShieldCheck } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { FavouriteToggle } from '../favourites';
import { CompareToggle } from '../compare';
import { engineSummary } from './describe';
import { BODY_LABELS } from '../../shared/labels';
import { PRICE_RATING_LABELS } from './price-rating';
import * as styles from './AnnouncementCard.css';

/**
 * A listing card: the cover photo (aspect ratio reserved; lazy unless above the fold), title and
 * generation, year, price, mileage, engine, body, city, and badges. The favourite and compare toggles and the
 * "Проверено Jolda" badge (a link to the inspection report) sit over the photo as siblings of the link (never inside
 * it), so each is its own control for keyboards and screen readers.
 */
export function AnnouncementCard({ car, priority = false }: { car: Card; priority?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const published = formatDateParts(car.publishedAt, locale, { day: true, month: 'short' });
  const rating = car.priceRating ?? null;
  const name = `${car.title} ${car.year}`;
  return (
    <article className={styles.card} data-testid="listing-card">
      <Link to="/announcement/$id" params={{ id: car.id }} className={styles.link}>
        <div className={styles.media}>
          {car.photo ? (
            <img
              className={styles.photo}
              src={car.photo.url}
              width={car.photo.width}
              height={car.photo.height}
              alt={t`${car.title}, ${car.year} год`}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          ) : (
            <div className={styles.noPhoto}>{t`Нет фото`}</div>
          )}
          {car.photoCount > 1 && (
            <span className={styles.photoCount}>
              <Camera aria-hidden size={12} /> {car.photoCount}
            </span>
          )}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title} data-testid="listing-title">
            {car.title}
          </h3>
          <p className={styles.subtitle}>
            {car.generation ? `${car.generation} · ` : ''}
            {car.year} · {formatMileage(car.mileage, locale)}
          </p>
          <PriceTag amount={car.price} locale={locale} size="md" />
          <p className={styles.specs}>
            {engineSummary(car, i18n)}, {i18n._(BODY_LABELS[car.body]).toLowerCase()}
          </p>
          <p className={styles.meta}>
            <span className={styles.city}>
              <MapPin aria-hidden size={14} /> {car.city.name}
            </span>
            <time dateTime={car.publishedAt}>{published}</time>
          </p>
          {(car.sellerType === 'dealer' || rating) && (
            <p className={styles.badges}>
              {rating && (
                <span className={styles.rating[rating]} data-testid="price-rating-badge">
                  {i18n._(PRICE_RATING_LABELS[rating])}
                </span>
              )}
              {car.sellerType === 'dealer' && <span className={styles.badge}>{t`Дилер`}</span>}
            </p>
          )}
        </div>
      </Link>
      {car.inspected && (
        <Link to="/inspected/$id" params={{ id: car.id }} className={styles.inspectedBadge} data-testid="card-inspected-badge">
          <ShieldCheck aria-hidden size={12} /> {t`Проверено Jolda`}
        </Link>
      )}
      <div className={styles.actions}>
        <FavouriteToggle id={car.id} title={name} size="sm" />
        <CompareToggle id={car.id} title={name} size="sm" />
      </div>
    </article>
  );
}
