import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Container.css';

export interface ContainerProps extends Omit<BoxProps, 'paddingX' | 'paddingLeft' | 'paddingRight' | 'maxWidth' | 'size'> {
  /** Max width; default `xl` (1280px). */
  size?: keyof typeof styles.size;
  children?: ReactNode;
}

/** Centred page column with responsive side padding (16 / 24 / 32px). */
export function Container({ size = 'xl', className, ...props }: ContainerProps) {
  return <Box className={cx(styles.root, styles.size[size], className)} {...props} />;
}
