import { useLingui } from '@lingui/react/macro';
import type { PricePoint } from '@jolda/contracts';
import { formatDateParts, formatPrice } from '@jolda/i18n';
import { useLocale } from '../../shared/use-locale';
import * as styles from './AnnouncementPage.css';

const W = 320;
const H = 120;
const PAD = { top: 12, right: 12, bottom: 22, left: 12 };

/** The price history as a small stepped SVG line; the points also as a list for screen readers. */
export function PriceHistoryChart({ points }: { points: PricePoint[] }) {
  const { t } = useLingui();
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
  const first = points[0]!.price;
  const last = points.at(-1)!.price;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.chartSvg} aria-hidden="true" focusable="false">
        <path d={d} className={styles.chartLine} />
        {points.map((p, i) => (
          <circle key={`${p.at}-${i}`} cx={x(times[i]!)} cy={y(p.price)} r={3.5} className={styles.chartDot} />
        ))}
        <text x={PAD.left} y={H - 6} className={styles.chartAxis}>
          {date(t0)}
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className={styles.chartAxis}>
          {date(t1)}
        </text>
      </svg>
      <figcaption className={styles.muted}>
        {last < first
          ? t`Цена снижена с ${formatPrice(first, locale)} до ${formatPrice(last, locale)}`
          : t`Цена изменилась с ${formatPrice(first, locale)} до ${formatPrice(last, locale)}`}
      </figcaption>
      <ul className={styles.srOnly}>
          {points.map((p, i) => (
            <li key={`${p.at}-${i}`}>
              {date(times[i]!)}: {formatPrice(p.price, locale)}
            </li>
          ))}
      </ul>
    </figure>
  );
}
