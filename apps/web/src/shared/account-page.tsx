import type { ReactNode } from 'react';
import { Inline, Stack, type StackProps } from '@jolda/ui';
import * as styles from './account-page.css';

export interface AccountPageProps extends Omit<StackProps, 'title' | 'width' | 'maxWidth'> {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** Controls beside the title (e.g. "mark all read"); they wrap under it on a narrow screen. */
  actions?: ReactNode;
  /** `wide` for lists (default), `sm` (640 px) for a single message. */
  column?: 'wide' | 'sm';
}

/**
 * The column of a signed-in user's pages (saved searches, notifications, favourites…): centred, the title with its
 * actions, then the content, 16 px apart. Built from the design system's layout primitives.
 */
export function AccountPage({ title, actions, column = 'wide', children, ...rest }: AccountPageProps) {
  const heading = <h1 className={styles.title}>{title}</h1>;
  return (
    <Stack space="4" maxWidth={column} marginX="auto" paddingX="4" paddingY="6" {...rest}>
      {actions ? (
        <Inline space="3" align="between">
          {heading}
          {actions}
        </Inline>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
