import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { DealerCard } from '@jolda/contracts';
import { Badge, RatingStars } from '@jolda/ui';
import { OpenNow } from './OpenNow';
import { SERVICE } from './labels';
import * as styles from './market.css';

/** A dealer in a list: name (its page), brands, address, survey rating, open now, services. */
export function DealerItem({ dealer, headingLevel = 3 }: { dealer: DealerCard; headingLevel?: 2 | 3 | 4 }) {
  const { t, i18n } = useLingui();
  const H = `h${headingLevel}` as const;
  const rating = dealer.rating.value;
  const count = dealer.rating.count;
  return (
    <article className={styles.dealerRow}>
      <div>
        <H className={styles.dealerHeading}>
          <Link to="/dealer/$address" params={{ address: dealer.slug }} className={styles.dealerName}>
            {dealer.name}
          </Link>
        </H>
        <p className={styles.muted}>
          {dealer.address}, {dealer.city.name}
          {dealer.autocentre ? ` · ${dealer.autocentre.name}` : ''}
        </p>
        <div className={styles.row}>
          {dealer.brands.map((b) => (
            <Badge key={b.slug}>{b.name}</Badge>
          ))}
          {dealer.services.map((s) => (
            <Badge key={s} tone="info">
              {i18n._(SERVICE[s])}
            </Badge>
          ))}
        </div>
      </div>
      <div className={styles.row}>
        {rating !== null ? (
          <RatingStars size="sm" value={rating} label={t`Оценка ${rating} из 5`} count={t`${rating} · отзывов: ${count}`} />
        ) : (
          <span className={styles.muted}>{t`Ещё нет оценок`}</span>
        )}
        <OpenNow hours={dealer.hours} />
      </div>
    </article>
  );
}
