import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@jolda/contracts';
import { announcementQueries, useHttp } from '@jolda/api-client';
import { formatMileage } from '@jolda/i18n';
import { ErrorState, PriceTag, Skeleton } from '@jolda/ui';
import * as styles from './CarInfo.css';

/** `/web-view/car-info/{id}`: the car's photo, price and main facts for the native app. */
export function CarInfo({ id, locale }: { id: number; locale: Locale }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const query = useQuery(announcementQueries.detail(http, id));

  if (query.isPending) {
    return (
      <main className={styles.main} aria-busy="true">
        <Skeleton height="240px" />
        <Skeleton height="28px" width="70%" />
        <Skeleton height="24px" width="40%" />
      </main>
    );
  }
  if (query.isError) {
    return (
      <main className={styles.main}>
        <ErrorState
          title={t`Не удалось загрузить автомобиль`}
          description={t`Проверьте соединение и попробуйте ещё раз.`}
          retryLabel={t`Повторить`}
          onRetry={() => void query.refetch()}
        />
      </main>
    );
  }
  const car = query.data;
  const cover = car.photos[0];
  const facts: Array<[string, string]> = [
    [t`Год выпуска`, String(car.year)],
    [t`Пробег`, formatMileage(car.mileage, locale)],
    [t`Город`, car.city.name],
  ];
  if (car.engineVolume !== null) {
    facts.push([t`Объём двигателя`, `${i18n.number(car.engineVolume, { minimumFractionDigits: 1 })} ${t`л`}`]);
  }
  return (
    <main className={styles.main}>
      {cover && (
        <img className={styles.photo} src={cover.url} width={cover.width} height={cover.height} alt={car.title} />
      )}
      <h1 className={styles.title}>
        {car.title}
        {car.generation ? ` ${car.generation}` : ''}
      </h1>
      <PriceTag amount={car.price} locale={locale} size="lg" />
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {car.description && (
        <section>
          <h2 className={styles.subtitle}>
            <Trans>Описание</Trans>
          </h2>
          <p className={styles.description}>{car.description}</p>
        </section>
      )}
    </main>
  );
}
