import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Pressable, Heading as AriaHeading, Popover as AriaPopover } from 'react-aria-components';
import * as styles from '../Tooltip/Tooltip.css';

// react-aria clones the child with press/focus props and a ref; DS buttons spread both onto their <button>.
type HostElement = ReactElement<DOMAttributes<HTMLElement>, string>;

export interface PopoverProps {
  /** The trigger: an element that spreads props and accepts ref, e.g. Button or IconButton. */
  trigger: ReactElement;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'start' | 'end' | 'bottom start' | 'bottom end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Non-modal popover with dialog semantics (focus moves in, Escape closes, focus returns). */
export function Popover({ trigger, title, label, children, placement = 'bottom', open, onOpenChange }: PopoverProps) {
  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Pressable>{trigger as HostElement}</Pressable>
      <AriaPopover placement={placement} offset={8} className={styles.popover}>
        <AriaDialog className={styles.popoverDialog} aria-label={title ? undefined : label}>
          {title ? (
            <AriaHeading slot="title" className={styles.popoverTitle}>
              {title}
            </AriaHeading>
          ) : null}
          {children}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
