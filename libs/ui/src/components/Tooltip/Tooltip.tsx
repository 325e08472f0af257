import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

// react-aria clones the child with press/focus props and a ref; DS buttons spread both onto their <button>.
type HostElement = ReactElement<DOMAttributes<HTMLElement>, string>;

export interface TooltipProps {
  /** Tooltip text (supplementary; the trigger must have its own accessible name). */
  content: ReactNode;
  /** A focusable element that spreads props and accepts ref, e.g. IconButton or Button. */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  delay?: number;
}

/** Hover/focus tooltip (react-aria: shows on focus, hides on Escape). */
export function Tooltip({ content, children, placement = 'top', delay = 500 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100}>
      <Focusable>{children as HostElement}</Focusable>
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
