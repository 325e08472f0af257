import type { ReactNode } from 'react';
import type { Sprinkles } from '../../sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export interface InlineProps extends Omit<BoxProps, 'wrap' | 'gap' | 'display' | 'flexDirection' | 'alignItems' | 'justifyContent'> {
  /** Space between items, both directions when wrapping (responsive). */
  space?: Sprinkles['gap'];
  align?: 'start' | 'center' | 'end' | 'between';
  alignY?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Wrap onto new lines (default true). */
  wrap?: boolean;
  children?: ReactNode;
}

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignYMap = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline', stretch: 'stretch' } as const;

/** Horizontal row of items that wraps, with even spacing. */
export function Inline({ space = '2', align = 'start', alignY = 'center', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignYMap[alignY]}
      {...props}
    />
  );
}
