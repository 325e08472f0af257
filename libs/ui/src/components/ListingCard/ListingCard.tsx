import { Camera, Car, MapPin } from '../../icons';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { formatNumber, type UiLocale } from '../../format/price';
import { Badge, type BadgeTone } from '../Badge/Badge';
import type { HeadingLevel } from '../Heading/Heading';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './ListingCard.css';

export interface ListingCardImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Alt text; use "" when the title already says everything. */
  alt: string;
  width?: number;
  height?: number;
}

export interface ListingCardBadge {
  label: string;
  tone?: BadgeTone;
  testId?: string;
}

export interface ListingCardProps {
  /** URL of the listing page. */
  href: string;
  /** e.g. "Toyota Camry 2.5". */
  title: string;
  year: number;
  /** Kilometres (a new car has none). */
  mileage?: number;
  /** Unit after the mileage, e.g. "км". */
  mileageUnit?: string;
  city: string;
  /** Price in tenge. */
  price: number;
  previousPrice?: number;
  previousPriceLabel?: string;
  locale: UiLocale;
  image?: ListingCardImage;
  /** Above-the-fold card: eager loading + fetchpriority=high (LCP). Otherwise lazy. */
  priority?: boolean;
  /** `offer`: over the photo. `listing`: status badges under the text (testId marks one for tests). */
  badges?: ReadonlyArray<ListingCardBadge>;
  /**
   * `offer`: extra specs after year and mileage, e.g. ["2.5 л", "Автомат"], joined by dots.
   * `listing`: the specs line under the price, e.g. ["2.5 л, бензин, автомат", "седан"], joined by commas.
   */
  specs?: ReadonlyArray<string>;
  /** Bottom-right meta, e.g. a formatted date (a `<time>`). */
  meta?: ReactNode;
  /** Controls over the photo's top-right corner (favourite, compare: IconButtons with aria-pressed), outside the link. */
  actions?: ReactNode;
  /** `listing`: one link or label over the photo's top-left corner, drawn as a pill (e.g. a link to an inspection report). */
  corner?: ReactNode;
  /** `listing`: the generation before year and mileage in the subtitle, e.g. "XV70". */
  generation?: string;
  /** Number of photos, shown over the photo when more than one. */
  photoCount?: number;
  /** `listing` without a photo: a short text instead of the car icon, e.g. "Нет фото". */
  noPhotoLabel?: string;
  /**
   * Render the link yourself (router link); receives href, className and children. `offer`: the title's stretched
   * link. `listing`: the link around the photo and the text.
   */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactElement;
  variant?: 'offer' | 'listing';
  layout?: 'vertical' | 'horizontal';
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Presentational listing card for search results and carousels: `offer` (a new car from a dealer) or `listing` (a used
 * car's announcement). The root carries `data-testid="listing-card"` and the heading `data-testid="listing-title"`.
 * Controls (`actions`, `corner`) sit over the photo as siblings of the link, never inside it, so each is its own
 * control for keyboards and screen readers.
 */
export function ListingCard({
  href,
  title,
  year,
  mileage,
  mileageUnit,
  city,
  price,
  previousPrice,
  previousPriceLabel,
  locale,
  image,
  priority = false,
  badges,
  specs,
  meta,
  actions,
  corner,
  generation,
  photoCount,
  noPhotoLabel,
  renderLink,
  layout,
  variant = 'offer',
  headingLevel = 3,
  className,
}: ListingCardProps) {
  const H = `h${headingLevel}` as const;
  const link = (props: { href: string; className: string; children: ReactNode }) => (renderLink ? renderLink(props) : <a {...props} />);
  const mileageText = mileage === undefined ? null : `${formatNumber(mileage, locale)}\u00a0${mileageUnit ?? ''}`;
  const listing = variant === 'listing';
  const media = (
    <div className={styles.media({ layout, variant })}>
      {image ? (
        <img
          className={styles.image[variant]}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={image.alt}
          width={image.width ?? 800}
          height={image.height ?? 600}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
        />
      ) : listing && noPhotoLabel ? (
        <div className={styles.noPhoto}>{noPhotoLabel}</div>
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <Car size={48} strokeWidth={1.25} />
        </div>
      )}
      {!listing && badges && badges.length > 0 ? (
        <div className={styles.badges}>
          {badges.map((b) => (
            <Badge key={b.label} tone={b.tone ?? 'neutral'} data-testid={b.testId}>
              {b.label}
            </Badge>
          ))}
        </div>
      ) : null}
      {!listing && actions ? <div className={styles.actions.offer}>{actions}</div> : null}
      {photoCount !== undefined && photoCount > 1 ? (
        <span className={styles.photoCount}>
          <Camera aria-hidden size={12} /> {photoCount}
        </span>
      ) : null}
    </div>
  );
  const rootClass = [styles.root({ layout, variant }), className].filter(Boolean).join(' ');

  if (listing) {
    return (
      <article className={rootClass} data-testid="listing-card">
        {link({
          href,
          className: styles.cardLink,
          children: (
            <>
              {media}
              <div className={styles.body.listing}>
                <H className={styles.title.listing} data-testid="listing-title">
                  {title}
                </H>
                <p className={styles.subtitle}>{[generation, String(year), mileageText].filter(Boolean).join(' · ')}</p>
                <PriceTag amount={price} locale={locale} size="md" previousAmount={previousPrice} previousLabel={previousPriceLabel} />
                {specs && specs.length > 0 ? <p className={styles.specs.listing}>{specs.join(', ')}</p> : null}
                <p className={styles.meta}>
                  <span className={styles.city}>
                    <MapPin aria-hidden size={14} /> {city}
                  </span>
                  {meta}
                </p>
                {badges && badges.length > 0 ? (
                  <p className={styles.statusRow}>
                    {badges.map((b) => (
                      <span key={b.label} className={styles.statusTone[b.tone ?? 'neutral']} data-testid={b.testId}>
                        {b.label}
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            </>
          ),
        })}
        {corner ? <div className={styles.corner}>{corner}</div> : null}
        {actions ? <div className={styles.actions.listing}>{actions}</div> : null}
      </article>
    );
  }

  const specList = [String(year), ...(mileageText === null ? [] : [mileageText]), ...(specs ?? [])];
  return (
    <article className={rootClass} data-testid="listing-card">
      {media}
      <div className={styles.body.offer}>
        <H className={styles.title.offer} data-testid="listing-title">
          {link({ href, className: styles.link, children: title })}
        </H>
        <PriceTag amount={price} locale={locale} previousAmount={previousPrice} previousLabel={previousPriceLabel} />
        <p className={styles.specs.offer}>
          {specList.map((s, i) => (
            <Fragment key={`${i}-${s}`}>
              {i > 0 ? <span className={styles.dot} aria-hidden="true">·</span> : null}
              <span>{s}</span>
            </Fragment>
          ))}
        </p>
        <div className={styles.footer}>
          <span>{city}</span>
          {meta ? <span>{meta}</span> : null}
        </div>
      </div>
    </article>
  );
}
