import type { ReactNode } from 'react';
import { BottomSheet } from '@jolda/ui';

/**
 * The `/new-auto` filters as a bottom sheet (narrow screens): a chunk of its own, fetched when the buyer reaches for
 * the "Фильтры" button (react-aria's modal, overlay and focus scope were in the page's first JavaScript for a sheet
 * that a first visit on a wide screen never opens).
 */
export function NewAutoFilterSheet({
  onOpenChange,
  title,
  closeLabel,
  children,
}: {
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <BottomSheet open onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      {children}
    </BottomSheet>
  );
}
