import { useRouteContext } from '@tanstack/react-router';
import type { Locale } from '@jolda/contracts';

export function useLocale(): Locale {
  return useRouteContext({ from: '__root__', select: (c) => c.locale });
}
