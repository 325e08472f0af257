import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AirSeries } from '@jolda/contracts';
import { formatDateParts } from '@jolda/i18n';
import { useLocale } from '../../shared/use-locale';
import { almatyHour } from './format';
import * as styles from './air.css';
import { Stack } from '@jolda/ui';

/** The category edges drawn as grid lines. */
const EDGES = [50, 100, 150, 200, 300, 500];
const BAR = 10;

/**
 * The AQI over the period as bars in their category's colour: an SVG image with a text summary (`<desc>`) and a
 * tooltip per bar; the axes are HTML beside it, so they stay legible at any width.
 */
export function AqiChart({ series, label }: { series: AirSeries; label: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const { points } = series;
  const known = points.filter((p) => p.aqi !== null) as Array<(typeof points)[number] & { aqi: number }>;
  // The scale ends at the first category edge above the highest bar (at least 100).
  const scaleTop = EDGES.find((e) => e >= Math.max(100, ...known.map((p) => p.aqi))) ?? 500;
  const when = (iso: string) =>
    series.step === 'day' ? formatDateParts(iso, locale, { day: true, month: 'short' }) : `${formatDateParts(iso, locale, { day: true, month: 'short' })}, ${almatyHour(iso)}`;

  const max = known.reduce<(typeof known)[number] | null>((m, p) => (!m || p.aqi > m.aqi ? p : m), null);
  const min = known.reduce<(typeof known)[number] | null>((m, p) => (!m || p.aqi < m.aqi ? p : m), null);
  const last = known.at(-1);
  const summary =
    max && min && last
      ? t`Наибольший AQI ${max.aqi} (${when(max.t)}), наименьший ${min.aqi} (${when(min.t)}), последний ${last.aqi} (${when(last.t)}).`
      : t`За этот период нет данных.`;

  const ticks = xTicks(series).map((i) => ({ i, text: series.step === 'day' || series.period === '7d' ? formatDateParts(points[i]!.t, locale, { day: true, month: 'short' }) : almatyHour(points[i]!.t) }));
  const width = points.length * BAR;
  return (
    <Stack as="figure" space="2" margin="0" minWidth="0">
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden>
          {[0, ...EDGES.filter((e) => e <= scaleTop && (scaleTop <= 200 || e % 100 === 0 || e === 500))].map((e) => (
            <span key={e} className={styles.yLabel} style={{ bottom: `${(e / scaleTop) * 100}%` }}>
              {e}
            </span>
          ))}
        </div>
        <svg className={styles.svg} viewBox={`0 0 ${width} ${scaleTop}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="aqi-chart">
          <title id={`${id}-t`}>{label}</title>
          <desc id={`${id}-d`}>{summary}</desc>
          {EDGES.filter((e) => e < scaleTop).map((e) => (
            <line key={e} className={styles.grid} x1={0} x2={width} y1={scaleTop - e} y2={scaleTop - e} vectorEffect="non-scaling-stroke" />
          ))}
          {points.map((p, i) =>
            p.aqi === null || p.category === null ? null : (
              <rect key={p.t} className={styles.bar[p.category]} x={i * BAR + 1} width={BAR - 2} y={scaleTop - Math.min(p.aqi, scaleTop)} height={Math.max(1, Math.min(p.aqi, scaleTop))}>
                <title>{`${when(p.t)}: AQI ${p.aqi}`}</title>
              </rect>
            ),
          )}
        </svg>
        <div className={styles.xAxis} aria-hidden>
          {ticks.map(({ i, text }) => (
            <span key={i} className={styles.xLabel} style={{ left: `${((i + 0.5) / points.length) * 100}%` }}>
              {text}
            </span>
          ))}
        </div>
      </div>
      <figcaption className={styles.caption}>{summary}</figcaption>
    </Stack>
  );
}

/** Indexes of the points that get a label: every 6 hours, each day (7 days), every 5th day (30 days). */
function xTicks(series: AirSeries): number[] {
  const out: number[] = [];
  series.points.forEach((p, i) => {
    const h = Number(almatyHour(p.t).slice(0, 2));
    if (series.period === '24h' ? h % 6 === 0 : series.period === '7d' ? h === 12 : i % 5 === 2) out.push(i);
  });
  return out;
}
