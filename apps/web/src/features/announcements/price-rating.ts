import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PriceRating } from '@jolda/contracts';

export const PRICE_RATING_LABELS: Record<PriceRating, MessageDescriptor> = {
  below: msg`Ниже рынка`,
  market: msg`Рыночная цена`,
  above: msg`Выше рынка`,
};

export const PRICE_RATING_TONE: Record<PriceRating, 'success' | 'info' | 'warning'> = {
  below: 'success',
  market: 'info',
  above: 'warning',
};
