import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Semantic level: renders h1…h6. */
  level: HeadingLevel;
  /** Visual size, defaults to the level (lets an h2 look like an h3). */
  size?: HeadingLevel;
  align?: 'start' | 'center';
  /** `inherit` takes the surrounding text colour (e.g. on a brand-coloured panel). */
  tone?: 'default' | 'inherit';
  children?: ReactNode;
}

/** Section heading: the level is semantic, the size is visual. Responsive for sizes 1–2. */
export function Heading({ level, size, align, tone, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...rest} className={cx(styles.heading({ size: String(size ?? level) as `${HeadingLevel}`, align, tone }), className)} />;
}
