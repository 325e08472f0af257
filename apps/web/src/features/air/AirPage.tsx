import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { AQI_CATEGORIES, type AirPeriod } from '@jolda/contracts';
import { airQueries, useHttp } from '@jolda/api-client';
import { Car, Heart } from '@jolda/ui/icons';
import { AqiChart } from './AqiChart';
import { AirCard, AirTopBar, AqiBadge, PeriodTabs, SourceNote, StationValues } from './parts';
import { CATEGORY_NAMES, CATEGORY_RANGES, DRIVER_ADVICE, HEALTH_ADVICE, PERIOD_NAMES, POLLUTANT_NAMES, UNITS } from './labels';
import * as styles from './air.css';
import { Inline, Stack } from '@jolda/ui';

/** `/aua-sapasy`: a city's air now with advice, its chart, its stations, and every city ranked. */
export function AirPage({ city: citySlug, period }: { city: string; period: AirPeriod }) {
  const { i18n, t } = useLingui();
  const http = useHttp();
  const { data: overview } = useSuspenseQuery(airQueries.overview(http));
  const { data: series } = useSuspenseQuery(airQueries.series(http, { city: citySlug, period }));
  const city = overview.cities.find((c) => c.slug === citySlug)!;
  const aqi = city.aqi;
  const search = period === '24h' ? {} : { period };

  return (
    <div className={styles.page}>
      <AirTopBar />
      <Stack as="header" space="3">
        <h1 className={styles.title}>
          <Trans>Качество воздуха в городах Казахстана</Trans>
        </h1>
        <SourceNote source={overview.source} />
      </Stack>

      <div className={styles.layout}>
        <Stack space="6" minWidth="0">
          <AirCard aria-labelledby="air-now" data-testid="air-now">
            <h2 id="air-now" className={styles.h2}>
              <Trans>{city.name}: воздух сейчас</Trans>
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
                    <Trans>
                      Главный загрязнитель — {POLLUTANT_NAMES[aqi.dominant]}. Индекс города — по самой загрязнённой из его станций ({city.stations.length}).
                    </Trans>
                  </p>
                </div>
              </Inline>
            ) : (
              <p className={styles.muted}>
                <Trans>Станции города не передавали данные последние три часа.</Trans>
              </p>
            )}
            {aqi && (
              <div className={styles.advice}>
                <div className={styles.adviceItem}>
                  <Inline as="h3" space="2" wrap={false} margin="0" fontSize="md" fontWeight="semibold">
                    <Heart size={18} aria-hidden />
                    <Trans>Здоровье</Trans>
                  </Inline>
                  <p className={styles.adviceText}>{i18n._(HEALTH_ADVICE[aqi.category])}</p>
                </div>
                <div className={styles.adviceItem}>
                  <Inline as="h3" space="2" wrap={false} margin="0" fontSize="md" fontWeight="semibold">
                    <Car size={18} aria-hidden />
                    <Trans>Водителям</Trans>
                  </Inline>
                  <p className={styles.adviceText}>{i18n._(DRIVER_ADVICE[aqi.category])}</p>
                </div>
              </div>
            )}
          </AirCard>

          <Stack as="section" space="3" minWidth="0" aria-labelledby="air-chart">
            <Inline align="between" space="2">
              <h2 id="air-chart" className={styles.h2}>
                <Trans>AQI в городе {city.name}</Trans>
              </h2>
              <PeriodTabs to="/aua-sapasy" search={{ city: city.slug }} current={period} />
            </Inline>
            <AqiChart series={series} label={t`AQI, ${city.name}, ${i18n._(PERIOD_NAMES[period])}`} />
          </Stack>

          <Stack as="section" space="3" minWidth="0" aria-labelledby="air-stations">
            <Inline align="between" space="2">
              <h2 id="air-stations" className={styles.h2}>
                <Trans>Станции</Trans>
              </h2>
              <Link to="/aua-sapasy/details" search={{ city: city.slug, ...search }} className={styles.link}>
                <Trans>Подробно по городу</Trans>
              </Link>
            </Inline>
            <p className={styles.muted}>
              <Trans>
                Концентрации за последний час: PM2.5, PM10, NO₂, SO₂ — {i18n._(UNITS.pm25)}, CO — {i18n._(UNITS.co)}.
              </Trans>
            </p>
            <ul className={styles.stations}>
              {city.stations.map((s) => (
                <AirCard as="li" key={s.slug} data-testid="air-station">
                  <Inline align="between" alignY="start" space="2" wrap={false}>
                    <h3 className={styles.stationName}>
                      <Link to="/aua-sapasy/details" search={{ city: city.slug, station: s.slug, ...search }} className={styles.link}>
                        {s.name}
                      </Link>
                    </h3>
                    <AqiBadge aqi={s.aqi?.aqi} category={s.aqi?.category} />
                  </Inline>
                  <StationValues station={s} />
                </AirCard>
              ))}
            </ul>
          </Stack>
        </Stack>

        <Stack space="6" minWidth="0">
          <Stack as="section" space="3" minWidth="0" aria-labelledby="air-ranking">
            <h2 id="air-ranking" className={styles.h2}>
              <Trans>Рейтинг городов</Trans>
            </h2>
            <p className={styles.muted}>
              <Trans>Сначала самые загрязнённые, по AQI за последний час.</Trans>
            </p>
            <Stack as="ol" space="0" margin="0" padding="0" listStyle="none" data-testid="air-ranking">
              {overview.cities.map((c) => (
                <li key={c.slug} className={styles.rankRow}>
                  <span className={styles.rankNo}>{c.rank}</span>
                  <Stack as="span" space="0" minWidth="0">
                    <Link
                      to="/aua-sapasy"
                      search={{ ...(c.slug === 'almaty' ? {} : { city: c.slug }), ...search }}
                      className={`${styles.link} ${c.slug === city.slug ? styles.rankCurrent : ''}`}
                      aria-current={c.slug === city.slug ? 'true' : undefined}
                      activeOptions={{ exact: true, includeSearch: true }}
                      resetScroll={false}
                    >
                      {c.name}
                    </Link>
                    <span className={styles.muted}>{c.aqi ? i18n._(CATEGORY_NAMES[c.aqi.category]) : t`Нет данных`}</span>
                  </Stack>
                  <AqiBadge aqi={c.aqi?.aqi} category={c.aqi?.category} />
                </li>
              ))}
            </Stack>
          </Stack>

          <Stack as="section" space="3" minWidth="0" aria-labelledby="air-scale">
            <h2 id="air-scale" className={styles.h2}>
              <Trans>Шкала AQI</Trans>
            </h2>
            <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
              {AQI_CATEGORIES.map((c) => (
                <li key={c} className={styles.legendRow}>
                  <span className={`${styles.badge} ${styles.aqiColour[c]}`}>{CATEGORY_RANGES[c]}</span>
                  <span>{i18n._(CATEGORY_NAMES[c])}</span>
                </li>
              ))}
            </Stack>
            <p className={styles.muted}>
              <Trans>
                AQI считается по каждому веществу по формуле EPA — линейно между границами концентраций (PM2.5 0–9,0–35,4–55,4–125,4–225,4 мкг/м³ и т. д.) — и
                берётся наибольший. PM2.5 и PM10 усредняются по методу NowCast за 12 часов, CO — за 8 часов, NO₂ и SO₂ — за час.
              </Trans>
            </p>
          </Stack>
        </Stack>
      </div>
    </div>
  );
}
