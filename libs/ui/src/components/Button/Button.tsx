import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import type { RenderFunction } from '../../utils/render';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

interface ButtonOwnProps {
  variant?: 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width, sets aria-busy and blocks clicks. */
  loading?: boolean;
  /** Icon before the label (e.g. a lucide-react icon). */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
  /** Render the element yourself, e.g. a router link: `render={(p) => <Link to="/" {...p} />}`. */
  render?: RenderFunction;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { href?: undefined; ref?: Ref<HTMLButtonElement> };

export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & { href: string; ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * Button. Renders `<button type="button">`, an `<a>` when given `href`, or anything through `render`.
 */
export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, loading = false, iconStart, iconEnd, children, render, className, ...rest } = props;
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  const content = (
    <>
      <span className={cx(styles.content, loading && styles.contentHidden)}>
        {iconStart ? <span className={styles.icon} aria-hidden="true">{iconStart}</span> : null}
        {children}
        {iconEnd ? <span className={styles.icon} aria-hidden="true">{iconEnd}</span> : null}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} />
        </span>
      ) : null}
    </>
  );

  if (render) {
    return render({
      className: classes,
      children: content,
      'aria-busy': loading || undefined,
      'aria-disabled': loading || undefined,
    });
  }

  if (rest.href !== undefined) {
    const { onClick, ...anchor } = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps | 'className'>;
    return (
      <a
        {...anchor}
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          if (loading) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content}
      </a>
    );
  }

  const { type = 'button', disabled, onClick, ...button } = rest as Omit<
    ButtonAsButtonProps,
    keyof ButtonOwnProps | 'className'
  >;
  return (
    <button
      {...button}
      type={type}
      disabled={disabled}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
