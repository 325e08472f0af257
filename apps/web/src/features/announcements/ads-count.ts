import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { Locale } from '@jolda/contracts';
import { formatNumber, pluralCategory } from '@jolda/i18n';

/**
 * `509 объявлений` / `509 хабарландыру`: a select on the plural category with the number written out by
 * `@jolda/i18n`, not an ICU plural (Lingui's `#` builds an `Intl.NumberFormat`; see docs/architecture.md).
 */
export function adsCount(i18n: I18n, n: number, locale: Locale): string {
  const count = formatNumber(n, locale);
  return i18n._(
    msg`${select(pluralCategory(n, locale), {
      one: `${count} объявление`,
      few: `${count} объявления`,
      many: `${count} объявлений`,
      other: `${count} объявления`,
    })}`,
  );
}
