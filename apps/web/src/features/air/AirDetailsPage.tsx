import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { AIR_POLLUTANTS, type AirPeriod } from '@jolda/contracts';
import { airQueries, useHttp } from '@jolda/api-client';
import { MapPin } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { AqiChart } from './AqiChart';
import { formatConcentration } from './format';
import { CATEGORY_NAMES, DRIVER_ADVICE, HEALTH_ADVICE, PERIOD_NAMES, POLLUTANT_NAMES, POLLUTANT_NOTES, UNITS } from './labels';
import { AirCard, AqiBadge, PeriodTabs, SourceNote } from './parts';
import * as styles from './air.css';
import { Inline, Stack } from '@jolda/ui';

/** `/aua-sapasy/details`: a city's stations or one station — AQI chart, every pollutant over the period, the map. */
export function AirDetailsPage({ city: citySlug, station: stationSlug, period }: { city: string; station: string | null; period: AirPeriod }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const { data: overview } = useSuspenseQuery(airQueries.overview(http));
  const { data: series } = useSuspenseQuery(airQueries.series(http, { city: citySlug, ...(stationSlug ? { station: stationSlug } : {}), period }));
  const city = overview.cities.find((c) => c.slug === citySlug)!;
  const station = stationSlug ? city.stations.find((s) => s.slug === stationSlug)! : null;
  const aqi = station ? station.aqi : city.aqi;
  const place = station ? `${station.name}, ${city.name}` : city.name;
  const keep = period === '24h' ? {} : { period };

  const stats = AIR_POLLUTANTS.map((p) => {
    const values = series.points.map((pt) => pt.reading[p]).filter((v): v is number => v !== null);
    const now = station ? (station.reading?.[p] ?? null) : null;
    return {
      p,
      now,
      min: values.length ? Math.min(...values) : null,
      mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null,
      max: values.length ? Math.max(...values) : null,
    };
  });

  return (
    <div className={styles.page}>
      <nav aria-label={t`Навигация`}>
        <ol className={styles.crumbs}>
          <li>
            <Link to="/aua-sapasy" search={{ ...(city.slug === 'almaty' ? {} : { city: city.slug }), ...keep }} className={styles.link}>
              <Trans>Качество воздуха</Trans>
            </Link>
          </li>
          {station ? (
            <li>
              <Link to="/aua-sapasy/details" search={{ city: city.slug, ...keep }} className={styles.link}>
                {city.name}
              </Link>
            </li>
          ) : (
            <li aria-current="page">{city.name}</li>
          )}
          {station && <li aria-current="page">{station.name}</li>}
        </ol>
      </nav>
      <Stack as="header" space="3">
        <h1 className={styles.title}>{station ? t`Качество воздуха: ${place}` : t`Качество воздуха в городе ${city.name} по станциям`}</h1>
        <SourceNote source={overview.source} />
      </Stack>

      <AirCard aria-labelledby="air-now" data-testid="air-now">
        <h2 id="air-now" className={styles.h2}>
          <Trans>Сейчас</Trans>
        </h2>
        {aqi ? (
          <Inline space="4">
            <div className={`${styles.aqiBig} ${styles.aqiColour[aqi.category]}`}>
              <span className={styles.aqiBigLabel}>AQI</span>
              <span className={styles.aqiBigValue} data-testid="air-city-aqi">
                {aqi.aqi}
              </span>
            </div>
            <div className={styles.nowText}>
              <p className={styles.category}>{i18n._(CATEGORY_NAMES[aqi.category])}</p>
              <p className={styles.muted}>
                <Trans>Главный загрязнитель — {POLLUTANT_NAMES[aqi.dominant]}.</Trans> {i18n._(HEALTH_ADVICE[aqi.category])}
              </p>
              <p className={styles.muted}>
                <Trans>Водителям:</Trans> {i18n._(DRIVER_ADVICE[aqi.category])}
              </p>
            </div>
          </Inline>
        ) : (
          <p className={styles.muted}>
            <Trans>Станция не передавала данные последние три часа.</Trans>
          </p>
        )}
        {station && (
          <p className={styles.muted}>
            <a href={station.mapUrl} className={styles.link} target="_blank" rel="noopener noreferrer" data-testid="air-map-link">
              <MapPin size={16} aria-hidden /> <Trans>Станция на карте (OpenStreetMap)</Trans>
            </a>{' '}
            · {station.lat.toFixed(4)}, {station.lon.toFixed(4)}
          </p>
        )}
      </AirCard>

      <Stack as="section" space="3" minWidth="0" aria-labelledby="air-chart">
        <Inline align="between" space="2">
          <h2 id="air-chart" className={styles.h2}>
            <Trans>AQI: {place}</Trans>
          </h2>
          <PeriodTabs to="/aua-sapasy/details" search={{ city: city.slug, ...(station ? { station: station.slug } : {}) }} current={period} />
        </Inline>
        <AqiChart series={series} label={t`AQI, ${place}, ${i18n._(PERIOD_NAMES[period])}`} />
      </Stack>

      <Stack as="section" space="3" minWidth="0" aria-labelledby="air-pollutants">
        <h2 id="air-pollutants" className={styles.h2}>
          <Trans>Вещества за {i18n._(PERIOD_NAMES[period])}</Trans>
        </h2>
        <p className={styles.muted}>
          {station ? (
            <Trans>Значения по часам (за 30 дней — по суткам): наименьшее, среднее и наибольшее.</Trans>
          ) : (
            <Trans>Средние по станциям города значения по часам (за 30 дней — по суткам): наименьшее, среднее и наибольшее.</Trans>
          )}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="air-pollutants">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Вещество</Trans>
                </th>
                {station && (
                  <th scope="col" className="num">
                    <Trans>Сейчас</Trans>
                  </th>
                )}
                <th scope="col" className="num">
                  <Trans>Мин.</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Среднее</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Макс.</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.map((s) => (
                <tr key={s.p}>
                  <th scope="row">
                    {POLLUTANT_NAMES[s.p]}, {i18n._(UNITS[s.p])}
                  </th>
                  {station && (
                    <td className="num">
                      {formatConcentration(s.p, s.now, locale)}
                    </td>
                  )}
                  <td className="num">{formatConcentration(s.p, s.min, locale)}</td>
                  <td className="num">{formatConcentration(s.p, s.mean, locale)}</td>
                  <td className="num">{formatConcentration(s.p, s.max, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.notes}>
          {AIR_POLLUTANTS.map((p) => (
            <div key={p}>
              <dt>{POLLUTANT_NAMES[p]}</dt>
              <dd>{i18n._(POLLUTANT_NOTES[p])}</dd>
            </div>
          ))}
        </dl>
      </Stack>

      <Stack as="section" space="3" minWidth="0" aria-labelledby="air-city-stations">
        <h2 id="air-city-stations" className={styles.h2}>
          <Trans>Станции: {city.name}</Trans>
        </h2>
        <Inline as="ul" space="2" margin="0" padding="0" listStyle="none">
          <li>
            <Link to="/aua-sapasy/details" search={{ city: city.slug, ...keep }} className={styles.chip} aria-current={station ? undefined : 'page'} activeOptions={{ exact: true, includeSearch: true }}>
              <Trans>Весь город</Trans> <AqiBadge aqi={city.aqi?.aqi} category={city.aqi?.category} />
            </Link>
          </li>
          {city.stations.map((s) => (
            <li key={s.slug}>
              <Link
                to="/aua-sapasy/details"
                search={{ city: city.slug, station: s.slug, ...keep }}
                className={styles.chip}
                aria-current={s.slug === station?.slug ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {s.name} <AqiBadge aqi={s.aqi?.aqi} category={s.aqi?.category} />
              </Link>
            </li>
          ))}
        </Inline>
      </Stack>
    </div>
  );
}
