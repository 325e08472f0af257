/**
 * The seller's own announcements: what other features may use — the inline price edit, the raise dialog and the sold confirmation, which the
 * car page's owner panel shares (its page is imported by its route).
 */
export { PriceEdit } from './PriceEdit';
export { RaiseDialog, useRaiseTime } from './RaiseDialog';
export { SoldConfirmDialog } from './SoldConfirmDialog';
