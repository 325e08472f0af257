import { useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@jolda/ui';
import { FilterPanel } from './FilterPanel';
import type { CarsFilter } from './deep-link';

/** The filters in a bottom sheet (phones). Its own chunk: a phone loads the sheet and its controls on first tap. */
export function FilterSheet({
  open,
  onOpenChange,
  filter,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter: CarsFilter;
  onApply: (f: CarsFilter) => void | Promise<void>;
}) {
  const { t } = useLingui();
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={t`Фильтры`} closeLabel={t`Закрыть`}>
      <FilterPanel value={filter} onApply={onApply} />
    </BottomSheet>
  );
}
