import { useLingui } from '@lingui/react/macro';
import { COMPARE_MAX } from '@jolda/contracts';
import { IconButton } from '@jolda/ui';
import { Scale } from '@jolda/ui/icons';
import { toggleCompare, useCompareIds } from './compare-store';
import * as styles from './compare.css';

/** Adds a car to the compare list or removes it (aria-pressed); disabled when 4 others are chosen. */
export function CompareToggle({ id, title, size = 'md', className }: { id: number; title: string; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const { t } = useLingui();
  const ids = useCompareIds();
  const selected = ids.includes(id);
  const full = !selected && ids.length >= COMPARE_MAX;
  const label = selected
    ? t`Убрать ${title} из сравнения`
    : full
      ? t`В сравнении уже ${COMPARE_MAX} автомобиля — уберите один, чтобы добавить ${title}`
      : t`Добавить ${title} к сравнению`;
  return (
    <IconButton
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      size={size}
      variant="secondary"
      pressed={selected}
      aria-disabled={full || undefined}
      data-testid="compare-toggle"
      label={label}
      icon={<Scale size={size === 'sm' ? 16 : 20} />}
      onClick={() => {
        if (!full) toggleCompare(id);
      }}
    />
  );
}
