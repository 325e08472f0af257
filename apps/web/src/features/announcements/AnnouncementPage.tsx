import { Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { AnnouncementDetail, AnnouncementExtras, PriceRatingResult } from '@jolda/contracts';
import { announcementExtrasQueries, announcementOwnerQueries, announcementQueries, useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';
import { formatDateParts, formatMileage, formatNumber, formatPrice, pluralCategory } from '@jolda/i18n';
import { Badge, Inline, PriceTag, Skeleton, Stack } from '@jolda/ui';
import { CalendarClock, Eye, MapPin } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { useAfterHydration } from '../../shared/after-hydration';
import { FavouriteToggle } from '../favourites';
import { CompareToggle } from '../compare';
import { AddToShortlist } from '../shortlists';
import { InspectedBadgeLink, InspectorAction } from '../inspections';
import { AnnouncementCard } from './AnnouncementCard';
import { adsCount } from './ads-count';
import { CREDIT_ASSUMPTIONS, monthlyPayment } from './credit';
import {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  STEERING_LABELS,
  TRANSMISSION_LABELS,
} from '../../shared/labels';
import { ContactBar } from './ContactBar';
import { OwnerPanel } from './owner-panel-lazy';
import { SellerSince } from './SellerSince';
import { PhotoGallery } from './PhotoGallery';
import { PriceHistoryChart } from './PriceHistoryChart';
import { PRICE_RATING_LABELS, PRICE_RATING_TONE } from './price-rating';
import { ReportDialog } from './ReportDialog';
import { ShareButton } from '../../shared/ShareButton';
import { useCountView } from './use-count-view';
import * as styles from './AnnouncementPage.css';

function CreditEstimate({ price }: { price: number }) {
  const locale = useLocale();
  const monthly = formatPrice(monthlyPayment(price), locale);
  const down = Math.round(CREDIT_ASSUMPTIONS.downPayment * 100);
  const years = CREDIT_ASSUMPTIONS.months / 12;
  const rate = Math.round(CREDIT_ASSUMPTIONS.annualRate * 100);
  return (
    <Stack space="1" data-testid="credit-estimate">
      <p className={styles.creditAmount}>
        <Trans>в кредит от {monthly} в месяц</Trans>
      </p>
      <p className={styles.muted}>
        <Trans>
          Оценка: первый взнос {down}%, срок {years} лет, ставка {rate}% годовых, равные платежи. Не является
          предложением банка.
        </Trans>
      </p>
    </Stack>
  );
}

/**
 * Similar cars, below the fold: the server sends the section with placeholders of the cards' size and the browser
 * renders the cards (from the extras it already has) right after hydration. They are ~half the page's elements, so
 * leaving them out halves the server's render and the hydration's work; the section's heading is in the HTML.
 */
function SimilarCards({ cars }: { cars: AnnouncementExtras['similar'] }) {
  const ready = useAfterHydration();
  return (
    <ul className={styles.cardGrid} aria-busy={!ready}>
      {cars.map((c) =>
        ready ? (
          <li key={c.id} className={styles.cardItem}>
            <AnnouncementCard car={c} />
          </li>
        ) : (
          <li key={c.id} className={styles.cardPlaceholder} aria-hidden="true">
            <Skeleton aspectRatio="4 / 3" />
            <Skeleton shape="text" lines={3} className={styles.placeholderLines} />
          </li>
        ),
      )}
    </ul>
  );
}

function PriceRatingBlock({ r, car }: { r: PriceRatingResult | undefined; car: AnnouncementDetail }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if (!r) return <Skeleton height="72px" />;
  const c = r.criteria;
  const mileage =
    c.mileageTo === null
      ? t`пробег от ${formatMileage(c.mileageFrom, locale)}`
      : t`пробег ${formatMileage(c.mileageFrom, locale)} – ${formatMileage(c.mileageTo, locale)}`;
  const lower = Math.round(c.lower * 100);
  const upper = Math.round(c.upper * 100);
  const median = r.median === null ? null : formatPrice(r.median, locale);
  const comparables = adsCount(i18n, r.comparables, locale);
  return (
    <Stack space="1.5" align="start" data-testid="price-rating">
      {r.rating ? (
        <Badge tone={PRICE_RATING_TONE[r.rating]} size="md">
          {i18n._(PRICE_RATING_LABELS[r.rating])}
        </Badge>
      ) : (
        <Badge tone="neutral" size="md">
          {car.status === 'published' ? t`Мало данных для оценки` : t`Без оценки`}
        </Badge>
      )}
      {median && r.rating && (
        <p className={styles.muted}>
          <Trans>
            Медиана похожих: {median} ({comparables})
          </Trans>
        </p>
      )}
      <details className={styles.rule}>
        <summary>{t`Как мы оцениваем цену`}</summary>
        <p>
          <Trans>
            Сравниваем с медианой цен опубликованных объявлений той же модели {c.yearFrom}–{c.yearTo} годов, {mileage}.
            Ниже {lower}% медианы — «ниже рынка», {lower}–{upper}% — «рыночная цена», выше {upper}% — «выше рынка». Если
            похожих меньше {c.minComparables}, оценку не показываем.
          </Trans>
        </p>
      </details>
    </Stack>
  );
}

/** A car's page; `report` is the inspection report /inspected/{id} puts under the photos. */
export function AnnouncementPage({ id, report }: { id: number; report?: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const { data: car } = useSuspenseQuery(announcementQueries.detail(http, id));
  const { data: extras, isError: extrasFailed } = useQuery(announcementExtrasQueries.detail(http, id));
  const signedIn = useSessionStore((s) => s.signedIn);
  // The API says whether the viewer owns it (asked only when signed in; what was cached before a sign-out is not used).
  const ownerAnswer = useQuery({ ...announcementOwnerQueries.detail(http, id), enabled: signedIn }).data;
  const owner = signedIn ? ownerAnswer : undefined;
  // The owner's answer is never cached, the public extras are for a minute: after the owner changes the price, the
  // page's price history and rating come from the owner's answer (refetched by the write), not from a stale copy.
  const mine = owner?.own ? owner : undefined;
  const priceHistory = mine ? mine.priceHistory : extras?.priceHistory;
  const priceRating = (mine ? mine.priceRating : undefined) ?? extras?.priceRating;
  const published = formatDateParts(car.publishedAt, locale, { day: true, month: 'long', year: true });
  const updated = formatDateParts(car.updatedAt, locale, { day: true, month: 'long', year: true });
  const views = formatNumber(car.views, locale);
  const name = `${car.title} ${car.year}`;
  const active = car.status === 'published';
  useCountView(id, active);

  const specs: Array<[string, string]> = [
    [t`Год выпуска`, String(car.year)],
    [t`Пробег`, formatMileage(car.mileage, locale)],
    [t`Кузов`, i18n._(BODY_LABELS[car.body])],
    [
      t`Двигатель`,
      car.engineVolume === null
        ? i18n._(FUEL_LABELS[car.fuel])
        : `${formatNumber(car.engineVolume, locale, { minimumFractionDigits: 1 })} ${t`л`}, ${i18n._(FUEL_LABELS[car.fuel]).toLowerCase()}`,
    ],
    [t`Коробка передач`, i18n._(TRANSMISSION_LABELS[car.transmission])],
    [t`Привод`, i18n._(DRIVE_LABELS[car.drive])],
    [t`Руль`, i18n._(STEERING_LABELS[car.steering])],
    [t`Цвет`, i18n._(COLOR_LABELS[car.color])],
    [t`Состояние`, i18n._(CONDITION_LABELS[car.condition])],
    [t`Растаможен в Казахстане`, car.customsCleared ? t`Да` : t`Нет`],
    [t`Обмен`, car.exchange ? t`Возможен` : t`Нет`],
    [t`Кредит`, car.credit ? t`Возможен` : t`Нет`],
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
      {!active && (
        <p className={styles.statusNote} role="status" data-testid="announcement-status">
          {car.status === 'sold' ? t`Автомобиль продан` : t`Объявление снято с публикации`}
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.mainColumn}>
          <Inline align="between" alignY="start" space="3" wrap={false}>
            <h1 className={styles.title}>
              {car.title}
              {car.generation ? ` ${car.generation}` : ''}, {car.year}
            </h1>
            <Inline space="2" alignY="stretch" wrap={false} flexShrink={0}>
              <FavouriteToggle id={car.id} title={name} />
              <CompareToggle id={car.id} title={name} />
            </Inline>
          </Inline>
          <PhotoGallery car={car} />
          {report}
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
          <section aria-labelledby="history-title" className={styles.block}>
            <h2 id="history-title" className={styles.blockTitle}>
              <Trans>История цены</Trans>
            </h2>
            {priceHistory ? <PriceHistoryChart points={priceHistory} /> : extrasFailed ? null : <Skeleton height="120px" />}
          </section>
        </div>
        <aside className={styles.side}>
          <div className={styles.priceBox}>
            <div data-testid="announcement-price">
              <PriceTag amount={car.price} locale={locale} size="lg" />
            </div>
            {active && <CreditEstimate price={car.price} />}
            {!(extrasFailed && !mine?.priceRating) && <PriceRatingBlock r={priceRating} car={car} />}
            <p className={styles.metaLine}>
              <MapPin aria-hidden size={16} /> {car.city.name}
            </p>
            {car.inspected && !report && <InspectedBadgeLink id={car.id} />}
            <InspectorAction id={car.id} inspected={car.inspected} />
            {car.vinMasked && (
              <Link to="/autocheck/report" search={{ announcement: car.id }} className={styles.sellerLink} data-testid="check-vin">
                <Trans>Проверить по VIN</Trans>
              </Link>
            )}
          </div>
          {mine ? (
            <Suspense fallback={null}>
              <OwnerPanel view={mine} />
            </Suspense>
          ) : (
            <div className={styles.sellerBox}>
              <p className={styles.sellerName}>{car.seller.dealer?.name ?? car.seller.name}</p>
              <p className={styles.metaLine}>
                <SellerSince seller={car.seller} />
              </p>
              {active && <ContactBar id={car.id} sellerId={car.seller.id} />}
              {active && (
                <p className={styles.muted}>
                  <Trans>Не переводите предоплату до осмотра автомобиля.</Trans>
                </p>
              )}
              <Link to="/announcement/user/$id" params={{ id: car.seller.id }} className={styles.sellerLink}>
                <Trans>Все объявления продавца ({car.seller.activeCount})</Trans>
              </Link>
            </div>
          )}
          <Stack space="1.5">
            {/* The owner's panel counts the views (with those not yet written), so they are not shown twice. */}
            {!mine && (
              <p className={styles.metaLine} data-testid="announcement-views">
                <Eye aria-hidden size={16} />{' '}
                <Select
                  value={pluralCategory(car.views, locale)}
                  _one={`${views} просмотр`}
                  _few={`${views} просмотра`}
                  _many={`${views} просмотров`}
                  other={`${views} просмотра`}
                />
              </p>
            )}
            <p className={styles.metaLine}>
              <CalendarClock aria-hidden size={16} /> <Trans>опубликовано {published}</Trans>
            </p>
            <p className={styles.metaLine}>
              <Trans>обновлено {updated}</Trans>
            </p>
            <Inline space="2" alignY="start" marginTop="2">
              <AddToShortlist id={car.id} title={name} />
              <ShareButton title={name} fieldLabel={t`Ссылка на объявление`} />
              <ReportDialog id={car.id} />
            </Inline>
          </Stack>
        </aside>
      </div>
      {extras && extras.similar.length > 0 && (
        <section aria-labelledby="similar-title" className={styles.similar}>
          <h2 id="similar-title" className={styles.blockTitle}>
            <Trans>Похожие автомобили</Trans>
          </h2>
          <SimilarCards cars={extras.similar} />
        </section>
      )}
    </article>
  );
}
