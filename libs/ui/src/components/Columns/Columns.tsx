import type { ReactNode } from 'react';
import type { Sprinkles } from '../../sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export interface ColumnsProps extends Omit<BoxProps, 'gap' | 'display' | 'gridTemplateColumns'> {
  /** Number of equal columns, responsive: `{ base: 1, md: 2, lg: 3 }` or `[1, 2, 3]`. */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Gap between cells (responsive). */
  space?: Sprinkles['gap'];
  children?: ReactNode;
}

/** Responsive grid of equal columns (e.g. the listing grid). */
export function Columns({ columns = { base: '1', md: '2', lg: '3' }, space = '4', ...props }: ColumnsProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={space} {...props} />;
}
