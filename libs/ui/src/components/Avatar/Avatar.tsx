import { useState } from 'react';
import { UserRound } from '../../icons';
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

/**
 * The first letters of the name's first and last words. Only letters: a "name" that is a phone number ("+7 701 …", a
 * user who gave no name) has none, and the avatar shows a neutral person icon rather than "+7".
 */
export function initials(name: string): string {
  const parts = name
    .trim()
    .split(/\s+/)
    .map((w) => /\p{L}/u.exec(w)?.[0])
    .filter((c): c is string => Boolean(c));
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0]];
  return letters.filter(Boolean).join('').toLocaleUpperCase();
}

/** User/dealer picture with initials fallback when there is no photo or it fails to load. */
export function Avatar({ name, src, size = 'md', decorative, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const letters = initials(name);
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span className={cx(styles.root, styles.size[size], className)} {...a11y}>
      {src && !failed ? (
        <img className={styles.img} src={src} alt="" onError={() => setFailed(true)} />
      ) : letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <UserRound aria-hidden size={size === 'lg' ? 28 : size === 'md' ? 22 : 18} data-testid="avatar-icon" />
      )}
    </span>
  );
}
