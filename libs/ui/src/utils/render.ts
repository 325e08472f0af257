import type { ReactElement, ReactNode } from 'react';

/**
 * Props handed to a `render` function so app code can render the element itself, e.g. a router link:
 *   <Button render={(p) => <RouterLink to="/sell" {...p} />}>Sell</Button>
 */
export interface RenderProps {
  className: string;
  children: ReactNode;
  [attribute: `data-${string}`]: string | boolean | undefined;
  'aria-busy'?: boolean;
  'aria-disabled'?: boolean;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'true' | boolean;
}

export type RenderFunction = (props: RenderProps) => ReactElement;
