import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import * as styles from '../EmptyState/EmptyState.css';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Text } from '../Text/Text';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Label of the retry button (required with onRetry, no default text). */
  retryLabel?: string;
  onRetry?: () => void;
  /** Shows a spinner on the retry button while a retry is running. */
  retrying?: boolean;
  icon?: ReactNode;
  /** Extra actions next to retry (e.g. a link home). */
  actions?: ReactNode;
  /** Technical detail such as the request id, shown small. */
  detail?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Error state for failed loads (route errorComponent): announced with role="alert", optional retry. */
export function ErrorState({
  title,
  description,
  retryLabel,
  onRetry,
  retrying,
  icon,
  actions,
  detail,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  return (
    <section role="alert" className={cx(styles.root, className)}>
      {icon ? <div className={cx(styles.icon, styles.iconTone.danger)} aria-hidden="true">{icon}</div> : null}
      <Heading level={headingLevel} size={3}>
        {title}
      </Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
      {(onRetry && retryLabel) || actions ? (
        <div className={styles.actions}>
          {onRetry && retryLabel ? (
            <Button onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
      {detail ? (
        <Text size="xs" tone="muted">
          {detail}
        </Text>
      ) : null}
    </section>
  );
}
