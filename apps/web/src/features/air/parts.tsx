import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AIR_PERIODS, AIR_POLLUTANTS, type AirPeriod, type AirSource, type AirStationNow, type AqiCategory } from '@jolda/contracts';
import { formatDateParts } from '@jolda/i18n';
import { useLocale } from '../../shared/use-locale';
import { LanguageLinks, Logo, ThemeToggle } from '../shell';
import { almatyHour, formatConcentration } from './format';
import { CATEGORY_NAMES, PERIOD_NAMES, POLLUTANT_NAMES, UNITS } from './labels';
import * as styles from './air.css';
import { Box, type BoxProps, Inline, Stack } from '@jolda/ui';

/** The page has no site frame (spec: "no layout"): the logo home, the language and the theme. */
export function AirTopBar() {
  const { t } = useLingui();
  return (
    <Inline space="2">
      <Link to="/" className={styles.home} aria-label={t`Jolda — на главную`}>
        <Logo className={styles.logoMark} />
        <span>Jolda</span>
      </Link>
      <LanguageLinks />
      <ThemeToggle />
    </Inline>
  );
}

/** A panel of the page (the city now, a station): a bordered surface with its parts 12 px apart. */
export function AirCard({ as = 'section', ...props }: BoxProps) {
  return (
    <Box
      as={as}
      display="grid"
      gap="3"
      padding="4"
      background="surface"
      borderStyle="solid"
      borderWidth="1"
      borderColor="border"
      borderRadius="lg"
      minWidth="0"
      {...props}
    />
  );
}

/** An AQI in its category's colour, with the category's name for screen readers and as a tooltip. */
export function AqiBadge({ aqi, category }: { aqi: number | null | undefined; category: AqiCategory | null | undefined }) {
  const { i18n, t } = useLingui();
  if (aqi == null || !category) {
    return (
      <span className={`${styles.badge} ${styles.noData}`} title={t`Нет данных`}>
        —
      </span>
    );
  }
  const name = i18n._(CATEGORY_NAMES[category]);
  return (
    <span className={`${styles.badge} ${styles.aqiColour[category]}`} title={name} aria-label={`AQI ${aqi}: ${name}`}>
      {aqi}
    </span>
  );
}

/** "Demo data" when the figures are the generated series, and when they were measured. */
export function SourceNote({ source }: { source: AirSource }) {
  const locale = useLocale();
  const end = source.updatedAt ? new Date(Date.parse(source.updatedAt) + 3_600_000).toISOString() : null;
  const updated = source.updatedAt && end ? `${formatDateParts(source.updatedAt, locale, { day: true, month: 'long' })}, ${almatyHour(source.updatedAt)}–${almatyHour(end)}` : null;
  return (
    <>
      {source.demo && (
        <p className={styles.demo} data-testid="air-demo">
          <span className={styles.demoTag}>
            <Trans>Демо-данные</Trans>
          </span>
          <span>
            <Trans>
              Значения сгенерированы моделью по сезону, времени суток и погоде и не являются измерениями. Источник реальных данных
              (лента OpenAQ) подключается настройкой.
            </Trans>
          </span>
        </p>
      )}
      <p className={styles.muted}>
        {updated ? <Trans>Последний час с данными: {updated} (время Алматы).</Trans> : <Trans>Данных ещё нет.</Trans>}{' '}
        <Trans>Индекс AQI — по шкале Агентства по охране окружающей среды США (US EPA).</Trans>
      </p>
    </>
  );
}

/** Links to the same page over 24 hours, 7 or 30 days. */
export function PeriodTabs({ to, search, current }: { to: '/aua-sapasy' | '/aua-sapasy/details'; search: { city?: string; station?: string }; current: AirPeriod }) {
  const { i18n, t } = useLingui();
  return (
    <Inline as="ul" space="1" margin="0" padding="0" listStyle="none" aria-label={t`Период`}>
      {AIR_PERIODS.map((p) => (
        <li key={p}>
          <Link
            to={to}
            search={{ ...search, ...(p === '24h' ? {} : { period: p }) }}
            className={styles.tab}
            aria-current={p === current ? 'page' : undefined}
            activeOptions={{ exact: true, includeSearch: true }}
            resetScroll={false}
          >
            {i18n._(PERIOD_NAMES[p])}
          </Link>
        </li>
      ))}
    </Inline>
  );
}

/** A station's concentrations now: five figures with their names and units. */
export function StationValues({ station }: { station: AirStationNow }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <Box as="dl" display="grid" gridTemplateColumns="5" gap="1" margin="0">
      {AIR_POLLUTANTS.map((p) => (
        <Stack key={p} space="0" minWidth="0">
          <dt className={styles.valueName}>{POLLUTANT_NAMES[p]}</dt>
          <dd className={styles.valueFigure} title={i18n._(UNITS[p])}>
            {formatConcentration(p, station.reading?.[p] ?? null, locale)}
          </dd>
        </Stack>
      ))}
    </Box>
  );
}
