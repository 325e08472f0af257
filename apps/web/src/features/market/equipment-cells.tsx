import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EquipmentStatus, Locale } from '@jolda/contracts';
import { differs } from '@jolda/contracts';
import { formatPrice } from '@jolda/i18n';
import type { ComparisonSection } from '@jolda/ui';
import type { EquipmentTable } from '@jolda/contracts';

/** What an equipment cell says: "есть", "+520 000 ₸" (an option), "—" (absent, read as "нет"). */
export function statusCell(i18n: I18n, s: EquipmentStatus, locale: Locale) {
  if (s.status === 'standard') return <span aria-label={i18n._(msg`есть`)}>✓</span>;
  if (s.status === 'option') return <span>{i18n._(msg`опция ${formatPrice(s.price ?? 0, locale)}`)}</span>;
  return <span aria-label={i18n._(msg`нет`)}>—</span>;
}

/** A model's equipment table as comparison sections, the differing rows marked. */
export function equipmentSections(i18n: I18n, table: EquipmentTable, locale: Locale): ComparisonSection[] {
  return table.map((g) => ({
    key: g.group,
    title: g.name,
    rows: g.items.map((item) => ({
      key: item.code,
      label: item.name,
      cells: item.byTrim.map((s) => statusCell(i18n, s, locale)),
      differs: differs(item.byTrim, (s) => `${s.status}:${s.price ?? ''}`),
    })),
  }));
}
