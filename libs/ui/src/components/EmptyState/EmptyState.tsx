import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon, e.g. `<SearchX size={28} />`. */
  icon?: ReactNode;
  /** Buttons/links, e.g. "Сбросить фильтры". */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Nothing-to-show state: empty search results, no favourites yet. */
export function EmptyState({ title, description, icon, actions, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <section className={cx(styles.root, className)}>
      {icon ? <div className={cx(styles.icon, styles.iconTone.neutral)} aria-hidden="true">{icon}</div> : null}
      <Heading level={headingLevel} size={3}>
        {title}
      </Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
