import type { ReactNode } from 'react';
import type { Sprinkles } from '../../sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'alignItems'> {
  /** Vertical space between children (responsive). */
  space?: Sprinkles['gap'];
  /** Horizontal alignment of children. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  children?: ReactNode;
}

const alignMap = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** Vertical stack with even spacing. */
export function Stack({ space = '4', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={alignMap[align]} {...props} />;
}
