import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { Locale } from '@jolda/contracts';
import { formatNumber, pluralCategory } from '@jolda/i18n';

/** `3 автомобиля` / `3 көлік`: a select on the plural category, the number written out by `@jolda/i18n` (no ICU `#`). */
export function carsCount(i18n: I18n, n: number, locale: Locale): string {
  const count = formatNumber(n, locale);
  return i18n._(
    msg`${select(pluralCategory(n, locale), {
      one: `${count} автомобиль`,
      few: `${count} автомобиля`,
      many: `${count} автомобилей`,
      other: `${count} автомобиля`,
    })}`,
  );
}
