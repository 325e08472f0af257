import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Locale, PricePoint } from '@jolda/contracts';
import { formatDateParts, formatNumber, formatPrice } from '@jolda/i18n';
import { useLocale } from '../../shared/use-locale';
import * as styles from './AnnouncementPage.css';

const W = 320;
const H = 132;
const PAD = { top: 12, right: 12, bottom: 22, left: 64 };
/** Kazakhstan's one time zone (UTC+5 since 2024): the time of a change as the seller saw it. */
const ALMATY_OFFSET_MS = 5 * 3_600_000;

/**
 * A price on the axis: `13,5 млн ₸`, `850 тыс. ₸` (`850 мың ₸`): written out, not `Intl`'s compact notation (hydration).
 * `digits`: the most decimals (default one for millions under a hundred, none otherwise).
 */
export function axisPrice(value: number, locale: Locale, i18n: I18n, digits?: number): string {
  if (value >= 1_000_000) {
    const millions = formatNumber(value / 1_000_000, locale, { maximumFractionDigits: digits ?? (value >= 100_000_000 ? 0 : 1) });
    return i18n._(msg`${millions} млн ₸`);
  }
  const thousands = formatNumber(value / 1_000, locale, { maximumFractionDigits: digits ?? 0 });
  return i18n._(msg`${thousands} тыс. ₸`);
}

/**
 * The axis's labels of its prices, as short as they can be while telling them apart: 9 520 000 and 9 480 000 are
 * "9,52 млн ₸" and "9,48 млн ₸", not "9,5 млн ₸" twice (issue 23 item 11).
 */
export function axisLabels(prices: readonly number[], locale: Locale, i18n: I18n): string[] {
  let labels = prices.map((p) => axisPrice(p, locale, i18n));
  for (let digits = 1; digits <= 3 && new Set(labels).size < new Set(prices).size; digits++) {
    labels = prices.map((p) => axisPrice(p, locale, i18n, digits));
  }
  return labels;
}

/** `14:05` in Kazakhstan. */
function timeOfDay(ms: number): string {
  const d = new Date(ms + ALMATY_OFFSET_MS);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * The price history as a small stepped SVG line with a price axis (the lowest and highest price) and the first and
 * last dates (one date when every change was on one day); the points also as a list for screen readers, with the time
 * when a day had more than one change.
 */
export function PriceHistoryChart({ points }: { points: PricePoint[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if (points.length < 2) return <p className={styles.muted}>{t`Цена не менялась с момента публикации.`}</p>;
  const times = points.map((p) => new Date(p.at).getTime());
  const prices = points.map((p) => p.price);
  const t0 = Math.min(...times);
  const t1 = Math.max(...times, t0 + 1);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const span = hi - lo || hi * 0.1 || 1;
  const x = (ms: number) => PAD.left + ((ms - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (price: number) => PAD.top + (1 - (price - (lo - span * 0.1)) / (span * 1.2)) * (H - PAD.top - PAD.bottom);
  let d = '';
  points.forEach((p, i) => {
    const px = x(times[i]!);
    const py = y(p.price);
    d += i === 0 ? `M${px},${py}` : `H${px}V${py}`;
  });
  const date = (ms: number) => formatDateParts(ms, locale, { day: true, month: 'short', year: true });
  const days = times.map(date);
  const sameDay = (i: number) => days.some((day, j) => j !== i && day === days[i]);
  const first = points[0]!.price;
  const last = points.at(-1)!.price;
  const ticks = hi === lo ? [hi] : [hi, lo];
  const tickLabels = axisLabels(ticks, locale, i18n);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.chartSvg} aria-hidden="true" focusable="false" data-testid="price-history-chart">
        {ticks.map((price, i) => (
          <g key={price}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(price)} y2={y(price)} className={styles.chartGrid} />
            <text x={PAD.left - 6} y={y(price) + 3.5} textAnchor="end" className={styles.chartAxis} data-testid="price-axis">
              {tickLabels[i]}
            </text>
          </g>
        ))}
        <path d={d} className={styles.chartLine} />
        {points.map((p, i) => (
          <circle key={`${p.at}-${i}`} cx={x(times[i]!)} cy={y(p.price)} r={3.5} className={styles.chartDot} />
        ))}
        <text x={PAD.left} y={H - 6} className={styles.chartAxis} data-testid="date-axis">
          {date(t0)}
        </text>
        {date(t0) !== date(t1) && (
          <text x={W - PAD.right} y={H - 6} textAnchor="end" className={styles.chartAxis} data-testid="date-axis">
            {date(t1)}
          </text>
        )}
      </svg>
      <figcaption className={styles.muted}>
        {last < first
          ? t`Цена снижена с ${formatPrice(first, locale)} до ${formatPrice(last, locale)}`
          : t`Цена изменилась с ${formatPrice(first, locale)} до ${formatPrice(last, locale)}`}
      </figcaption>
      <ul className={styles.srOnly}>
        {points.map((p, i) => (
          <li key={`${p.at}-${i}`}>
            {days[i]}
            {sameDay(i) ? `, ${timeOfDay(times[i]!)}` : ''}: {formatPrice(p.price, locale)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
