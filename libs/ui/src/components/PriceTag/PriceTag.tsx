import { formatPrice, type UiLocale } from '../../format/price';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PriceTag.css';

export interface PriceTagProps {
  /** Amount in tenge. */
  amount: number;
  locale: UiLocale;
  size?: 'sm' | 'md' | 'lg';
  /** Old price, shown struck through (price drop). */
  previousAmount?: number;
  /** Screen-reader text before the old price, e.g. "Старая цена". Required to show previousAmount accessibly. */
  previousLabel?: string;
  className?: string;
}

/** Prominent tenge price formatted with Intl for ru/kk: `12 500 000 ₸`. */
export function PriceTag({ amount, locale, size, previousAmount, previousLabel, className }: PriceTagProps) {
  return (
    <span className={cx(styles.root, className)}>
      <data value={String(amount)} className={styles.price({ size })}>
        {formatPrice(amount, locale)}
      </data>
      {previousAmount !== undefined && previousAmount !== amount ? (
        <s className={styles.previous}>
          {previousLabel ? <VisuallyHidden>{previousLabel} </VisuallyHidden> : null}
          {formatPrice(previousAmount, locale)}
        </s>
      ) : null}
    </span>
  );
}
