import { X } from '../../icons';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading as AriaHeading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

type Variant = 'dialog' | 'drawerRight' | 'drawerLeft' | 'sheet';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Accessible label of the close button, e.g. "Закрыть" (required: no default text). */
  closeLabel: string;
  children?: ReactNode;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** Close on outside click (default true). Escape always closes unless `dismissable` is false. */
  dismissable?: boolean;
  /** role="alertdialog" for destructive confirmations. */
  alert?: boolean;
  className?: string;
}

function ModalShell({ variant, open, onOpenChange, title, closeLabel, children, footer, size, dismissable = true, alert, className }: DialogProps & { variant: Variant }) {
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={onOpenChange}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className={styles.overlay}
    >
      <Modal className={[styles.modal({ variant, size }), className].filter(Boolean).join(' ')}>
        <AriaDialog className={styles.dialog} role={alert ? 'alertdialog' : 'dialog'}>
          {({ close }) => (
            <>
              {variant === 'sheet' ? <div className={styles.handle} aria-hidden="true" /> : null}
              <div className={styles.header}>
                <AriaHeading slot="title" className={styles.title}>
                  {title}
                </AriaHeading>
                <IconButton label={closeLabel} icon={<X size={20} />} onClick={close} />
              </div>
              <div className={styles.body}>{children}</div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Modal dialog: focus trapped, Escape/outside click closes, focus returns to the trigger. */
export function Dialog(props: DialogProps) {
  return <ModalShell {...props} variant="dialog" />;
}

export interface DrawerProps extends Omit<DialogProps, 'size' | 'alert'> {
  side?: 'right' | 'left';
}

/** Side panel (filters, mobile menu). */
export function Drawer({ side = 'right', ...props }: DrawerProps) {
  return <ModalShell {...props} variant={side === 'left' ? 'drawerLeft' : 'drawerRight'} />;
}

/** Bottom sheet on phones, centred dialog from md up. */
export function BottomSheet(props: Omit<DialogProps, 'size' | 'alert'>) {
  return <ModalShell {...props} variant="sheet" />;
}
