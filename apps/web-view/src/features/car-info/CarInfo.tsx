import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { announcementExtrasApi, announcementExtrasQueries, announcementQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { formatMileage, formatNumber } from '@jolda/i18n';
import { Badge, EmptyState, ErrorState, Gallery, PriceTag } from '@jolda/ui';
import { useScreen, useScreenReady } from '../../app/bridge-context';
import { ScreenSkeleton } from '../shell/ScreenSkeleton';
import * as shell from '../shell/shell.css';
import {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  PRICE_RATING_LABELS,
  PRICE_RATING_TONE,
  SELLER_LABELS,
  STEERING_LABELS,
  TRANSMISSION_LABELS,
} from '../../shared/labels';
import * as styles from './CarInfo.css';

/**
 * `/web-view/car-info/{id}`: an announcement for the native app — every photo (swipe), price with its rating against
 * the market, every fact, the description, and the seller's call button (the number is revealed, counted, and handed
 * to the app's dialler). A missing announcement is a definite "not found".
 */
export function CarInfo({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { bridge, locale } = useScreen();
  const http = useHttp();
  const query = useQuery(announcementQueries.detail(http, id));
  const extras = useQuery({ ...announcementExtrasQueries.detail(http, id), enabled: query.isSuccess });
  const [calling, setCalling] = useState(false);
  const [callError, setCallError] = useState<string | null>(null);
  const notFound = query.isError && isApiRequestError(query.error) && query.error.status === 404;
  const car = query.data;
  useScreenReady(!query.isPending, car ? `${car.title} ${car.year}` : notFound ? t`Объявление не найдено` : null);

  if (query.isPending) return <ScreenSkeleton />;
  if (notFound) {
    return (
      <main className={shell.screen} data-testid="car-not-found">
        <EmptyState
          headingLevel={1}
          title={t`Объявление не найдено`}
          description={t`Его сняли с продажи или удалили. Посмотрите другие автомобили в приложении.`}
        />
      </main>
    );
  }
  if (!car) {
    return (
      <main className={shell.screen}>
        <ErrorState
          title={t`Не удалось загрузить автомобиль`}
          description={t`Проверьте соединение и попробуйте ещё раз.`}
          retryLabel={t`Повторить`}
          onRetry={() => void query.refetch()}
        />
      </main>
    );
  }

  const call = async () => {
    setCalling(true);
    setCallError(null);
    try {
      const { phone } = await announcementExtrasApi.revealPhone(http, id);
      void bridge.send('haptic', { style: 'light' });
      void bridge.send('call', { phone });
    } catch (error) {
      setCallError(
        isApiRequestError(error) && error.status === 429 ? t`Слишком много запросов номера. Попробуйте позже.` : t`Не удалось получить номер. Попробуйте ещё раз.`,
      );
    } finally {
      setCalling(false);
    }
  };

  const engine =
    car.engineVolume === null
      ? i18n._(FUEL_LABELS[car.fuel])
      : `${formatNumber(car.engineVolume, locale, { minimumFractionDigits: 1 })} ${t`л`}, ${i18n._(FUEL_LABELS[car.fuel]).toLowerCase()}`;
  const facts: Array<[string, string]> = [
    [t`Год выпуска`, String(car.year)],
    [t`Пробег`, formatMileage(car.mileage, locale)],
    [t`Кузов`, i18n._(BODY_LABELS[car.body])],
    [t`Двигатель`, engine],
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
  if (car.vinMasked) facts.push(['VIN', car.vinMasked]);
  const rating = extras.data?.priceRating.rating ?? null;
  const active = car.status === 'published';
  // The page's own origin, read when shared (the screen is also rendered by the web server, which has no window).
  const shareUrl = () => `${window.location.origin}${locale === 'kk' ? '/kk' : ''}/announcement/${car.id}`;

  return (
    <main className={shell.screen}>
      {car.photos.length > 0 ? (
        <Gallery
          images={car.photos.map((p, i) => ({ src: p.url, alt: t`${car.title}, фото ${i + 1}` }))}
          label={t`Фотографии`}
          labels={{ previous: t`Предыдущее фото`, next: t`Следующее фото`, photo: (i, n) => t`Фото ${i} из ${n}` }}
          showThumbnails={false}
        />
      ) : (
        <div className={styles.noPhoto}>{t`Без фото`}</div>
      )}
      <header className={styles.head}>
        <h1 className={shell.title}>
          {car.title}
          {car.generation ? ` ${car.generation}` : ''}, {car.year}
        </h1>
        <div className={styles.priceRow}>
          <PriceTag amount={car.price} locale={locale} size="lg" />
          {rating && (
            <Badge tone={PRICE_RATING_TONE[rating]} size="md" data-testid="price-rating">
              {i18n._(PRICE_RATING_LABELS[rating])}
            </Badge>
          )}
        </div>
        {!active && <p className={shell.muted}>{t`Объявление снято с продажи`}</p>}
      </header>
      {active && (
        <div className={styles.actions}>
          <button type="button" className={shell.action} onClick={() => void call()} disabled={calling} data-testid="call-seller">
            {calling ? t`Получаем номер…` : t`Позвонить продавцу`}
          </button>
          <button
            type="button"
            className={shell.secondaryAction}
            onClick={() => void bridge.send('share', { url: shareUrl(), title: `${car.title} ${car.year}` })}
          >
            {t`Поделиться`}
          </button>
        </div>
      )}
      {callError && (
        <p role="alert" className={styles.error}>
          {callError}
        </p>
      )}
      <section>
        <h2 className={shell.subtitle}>
          <Trans>Характеристики</Trans>
        </h2>
        <dl className={shell.facts} data-testid="car-facts">
          {facts.map(([term, value]) => (
            <div key={term} className={shell.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h2 className={shell.subtitle}>
          <Trans>Продавец</Trans>
        </h2>
        <p className={shell.muted}>
          {car.seller.dealer?.name ?? car.seller.name} · {i18n._(SELLER_LABELS[car.seller.type])}
        </p>
      </section>
      {car.description && (
        <section>
          <h2 className={shell.subtitle}>
            <Trans>Описание</Trans>
          </h2>
          <p className={styles.description}>{car.description}</p>
        </section>
      )}
    </main>
  );
}
