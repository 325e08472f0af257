import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'dt' | 'dd' | 'li' | 'time';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  tone?: 'default' | 'muted' | 'brand' | 'success' | 'warning' | 'danger' | 'price' | 'inherit';
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  align?: 'start' | 'center' | 'end';
  /** Single line with ellipsis. */
  truncate?: boolean;
  /** Clamp to N lines with ellipsis. */
  maxLines?: number;
  /** Tabular digits (prices, counters). */
  tabular?: boolean;
  htmlFor?: string;
  dateTime?: string;
  children?: ReactNode;
}

/** Body text with the type scale and tones from the theme. */
export function Text({
  as: Tag = 'p',
  size,
  tone,
  weight,
  align,
  truncate,
  maxLines,
  tabular,
  className,
  style,
  ...rest
}: TextProps) {
  const clampStyle: CSSProperties | undefined = maxLines
    ? ({ [styles.linesVar.replace(/^var\((.*)\)$/, '$1')]: String(maxLines), ...style } as CSSProperties)
    : style;
  return (
    <Tag
      {...rest}
      style={clampStyle}
      className={cx(
        styles.text({ size, tone, weight, align }),
        truncate && styles.truncate,
        maxLines ? styles.clamp : undefined,
        tabular && styles.tabular,
        className,
      )}
    />
  );
}
