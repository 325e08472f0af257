import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** CSS width (number = px). Default 100%. */
  width?: number | string;
  /** CSS height (number = px). Ignored when aspectRatio is set. */
  height?: number | string;
  /** E.g. "4 / 3" for photo placeholders: reserves the space, no layout shift. */
  aspectRatio?: string;
  /** Number of text lines (shape="text"); the last one is shorter. */
  lines?: number;
  className?: string;
}

/** Placeholder while content loads. Decorative (aria-hidden): announce loading on the container with aria-busy. */
export function Skeleton({ shape = 'rect', width, height, aspectRatio, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = {
    width: width ?? '100%',
    height: aspectRatio ? undefined : (height ?? (shape === 'text' ? undefined : 16)),
    aspectRatio,
  };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={cx(styles.root, styles.shape.text)}
            style={{ ...style, width: i === lines - 1 ? '60%' : style.width }}
          />
        ))}
      </span>
    );
  }
  return <span className={cx(styles.root, styles.shape[shape], className)} style={style} aria-hidden="true" data-skeleton="" />;
}
