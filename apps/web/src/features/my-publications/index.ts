/**
 * The seller's own announcements: what other features may use — the inline price edit and the raise dialog, which the
 * car page's owner panel shares (its page is imported by its route).
 */
export { PriceEdit } from './PriceEdit';
export { RaiseDialog, useRaiseTime } from './RaiseDialog';
