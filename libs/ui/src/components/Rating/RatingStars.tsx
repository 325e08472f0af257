/**
 * The read-only stars, apart from the input mode: a page that only shows a rating (the model page's dealers) does not
 * load react-aria's radio group, field and focus modules with it.
 */
import { Star } from '../../icons';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Rating.css';

export const STARS = [1, 2, 3, 4, 5] as const;
const iconSize = { sm: 16, md: 24 } as const;

export type Fill = 'empty' | 'half' | 'full';

export function StarIcon({ fill, size }: { fill: Fill; size: 'sm' | 'md' }) {
  const px = iconSize[size];
  return (
    <span className={styles.star} aria-hidden="true" data-star="">
      <Star size={px} fill="currentColor" strokeWidth={1.5} className={styles.empty} />
      {fill === 'empty' ? null : (
        <span className={cx(styles.filledClip, styles.fill[fill])} data-fill={fill}>
          <Star size={px} fill="currentColor" strokeWidth={1.5} className={styles.filled} />
        </span>
      )}
    </span>
  );
}

/** How star n (1–5) is filled for a rating, rounded to the nearest half. */
export function starFill(value: number, n: number): Fill {
  const halves = Math.round(Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0)) * 2);
  if (halves >= n * 2) return 'full';
  if (halves === n * 2 - 1) return 'half';
  return 'empty';
}

export interface RatingStarsProps {
  /** The accessible name of the stars, e.g. "Рейтинг 4,5 из 5". */
  label: string;
  /** 0–5; shown to the nearest half star. */
  value: number;
  /** Text after the stars, e.g. "128 отзывов". */
  count?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/** Read-only stars (role="img"): what `Rating` shows without `onChange`. */
export function RatingStars({ label, value, count, size = 'md', className }: RatingStarsProps) {
  return (
    <span className={cx(styles.row, className)}>
      <span role="img" aria-label={label} className={styles.stars}>
        {STARS.map((n) => (
          <StarIcon key={n} fill={starFill(value, n)} size={size} />
        ))}
      </span>
      {count ? <span className={styles.count({ size })}>{count}</span> : null}
    </span>
  );
}
