import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import type { RenderFunction } from '../../utils/render';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  tone?: 'brand' | 'neutral' | 'muted';
  underline?: 'always' | 'hover' | 'none';
  weight?: 'regular' | 'medium' | 'semibold';
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  children?: ReactNode;
  /** Render the anchor yourself (router link): `render={(p) => <RouterLink to="/cars" {...p} />}`. */
  render?: RenderFunction;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Styled anchor. A plain `<a>` that forwards every anchor prop and ref, so it also works with
 * TanStack Router's `createLink(Link)`; or use `render` to let a router link render itself.
 */
export function Link({ tone, underline, weight, external, render, className, children, ...rest }: LinkProps) {
  const classes = cx(styles.link({ tone, underline, weight }), className);
  if (render) return render({ className: classes, children });
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a {...externalProps} {...rest} className={classes}>
      {children}
    </a>
  );
}
