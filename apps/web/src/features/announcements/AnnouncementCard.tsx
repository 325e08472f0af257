import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { AnnouncementCard as Card } from '@jolda/contracts';
import { formatDateParts } from '@jolda/i18n';
import { ListingCard, type ListingCardBadge } from '@jolda/ui';
import { ShieldCheck } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { FavouriteToggle } from '../favourites';
import { CompareToggle } from '../compare';
import { engineSummary } from './describe';
import { BODY_LABELS } from '../../shared/labels';
import { PRICE_RATING_LABELS, PRICE_RATING_TONE } from './price-rating';

/**
 * An announcement as the design system's listing card: the cover photo (lazy unless above the fold), title and
 * generation, year, price, mileage, engine, body, city, date and badges. The favourite and compare toggles and the
 * "Проверено Jolda" badge (a link to the inspection report) sit over the photo as siblings of the link.
 */
export function AnnouncementCard({ car, priority = false }: { car: Card; priority?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const rating = car.priceRating ?? null;
  const name = `${car.title} ${car.year}`;
  const badges: ListingCardBadge[] = [
    ...(rating ? [{ label: i18n._(PRICE_RATING_LABELS[rating]), tone: PRICE_RATING_TONE[rating], testId: 'price-rating-badge' }] : []),
    ...(car.sellerType === 'dealer' ? [{ label: t`Дилер`, tone: 'info' as const }] : []),
  ];
  return (
    <ListingCard
      variant="listing"
      href={`/announcement/${car.id}`}
      renderLink={({ className, children }) => (
        <Link to="/announcement/$id" params={{ id: car.id }} className={className}>
          {children}
        </Link>
      )}
      title={car.title}
      generation={car.generation ?? undefined}
      year={car.year}
      mileage={car.mileage}
      mileageUnit={t`км`}
      price={car.price}
      locale={locale}
      image={car.photo ? { src: car.photo.url, width: car.photo.width, height: car.photo.height, alt: t`${car.title}, ${car.year} год` } : undefined}
      noPhotoLabel={t`Нет фото`}
      photoCount={car.photoCount}
      priority={priority}
      specs={[engineSummary(car, i18n), i18n._(BODY_LABELS[car.body]).toLowerCase()]}
      city={car.city.name}
      meta={<time dateTime={car.publishedAt}>{formatDateParts(car.publishedAt, locale, { day: true, month: 'short' })}</time>}
      badges={badges}
      corner={
        car.inspected ? (
          <Link to="/inspected/$id" params={{ id: car.id }} data-testid="card-inspected-badge">
            <ShieldCheck aria-hidden size={12} /> {t`Проверено Jolda`}
          </Link>
        ) : undefined
      }
      actions={
        <>
          <FavouriteToggle id={car.id} title={name} size="sm" />
          <CompareToggle id={car.id} title={name} size="sm" />
        </>
      }
    />
  );
}
