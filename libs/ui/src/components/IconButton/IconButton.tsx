import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import type { RenderFunction } from '../../utils/render';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Accessible name — required, the button shows only an icon. */
  label: string;
  /** The icon (e.g. `<Heart size={20} />` from lucide-react). */
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
  /** Toggle state; sets aria-pressed when defined (e.g. favourite). */
  pressed?: boolean;
  render?: RenderFunction;
  ref?: Ref<HTMLButtonElement>;
}

/** Square/round icon-only button with a required accessible label. */
export function IconButton({ label, icon, variant, size, pressed, render, className, type = 'button', ...rest }: IconButtonProps) {
  const classes = cx(styles.iconButton({ variant, size, pressed: pressed ?? false }), className);
  const children = <span aria-hidden="true" style={{ display: 'inline-flex' }}>{icon}</span>;
  if (render) return render({ className: classes, children, 'aria-label': label });
  return (
    <button {...rest} type={type} className={classes} aria-label={label} aria-pressed={pressed} title={rest.title ?? label}>
      {children}
    </button>
  );
}
