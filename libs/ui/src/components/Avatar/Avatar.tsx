import { useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';

export interface AvatarProps {
  /** Person or dealer name: alt text and initials fallback. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive tech when the name is printed next to it. */
  decorative?: boolean;
  className?: string;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toLocaleUpperCase();
}

/** User/dealer picture with initials fallback when there is no photo or it fails to load. */
export function Avatar({ name, src, size = 'md', decorative, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span className={cx(styles.root, styles.size[size], className)} {...a11y}>
      {src && !failed ? <img className={styles.img} src={src} alt="" onError={() => setFailed(true)} /> : <span aria-hidden="true">{initials(name)}</span>}
    </span>
  );
}
