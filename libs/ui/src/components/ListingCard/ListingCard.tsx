import { Car } from '../../icons';
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
  badges?: ReadonlyArray<{ label: string; tone?: BadgeTone }>;
  /** Extra specs after year and mileage, e.g. ["2.5 л", "Автомат"]. */
  specs?: ReadonlyArray<string>;
  /** Bottom-right meta, e.g. a formatted date. */
  meta?: ReactNode;
  /** Slot over the photo for a favourite toggle (e.g. an IconButton with aria-pressed). */
  favourite?: ReactNode;
  /** Render the title link yourself (router link); receives href, className and children. */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactElement;
  layout?: 'vertical' | 'horizontal';
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Presentational listing (announcement) card for search results and carousels. */
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
  favourite,
  renderLink,
  layout,
  headingLevel = 3,
  className,
}: ListingCardProps) {
  const H = `h${headingLevel}` as const;
  const specList = [
    String(year),
    ...(mileage === undefined ? [] : [`${formatNumber(mileage, locale)}\u00a0${mileageUnit ?? ''}`]),
    ...(specs ?? []),
  ];
  const linkProps = { href, className: styles.link, children: title };
  return (
    <article className={[styles.root({ layout }), className].filter(Boolean).join(' ')}>
      <div className={styles.media({ layout })}>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            alt={image.alt}
            width={image.width ?? 800}
            height={image.height ?? 600}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'sync' : 'async'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <Car size={48} strokeWidth={1.25} />
          </div>
        )}
        {badges && badges.length > 0 ? (
          <div className={styles.badges}>
            {badges.map((b) => (
              <Badge key={b.label} tone={b.tone ?? 'neutral'}>
                {b.label}
              </Badge>
            ))}
          </div>
        ) : null}
        {favourite ? <div className={styles.favourite}>{favourite}</div> : null}
      </div>
      <div className={styles.body}>
        <H className={styles.title}>{renderLink ? renderLink(linkProps) : <a {...linkProps} />}</H>
        <PriceTag amount={price} locale={locale} previousAmount={previousPrice} previousLabel={previousPriceLabel} />
        <p className={styles.specs}>
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
