import { Trans, useLingui } from '@lingui/react/macro';
import type { Seller } from '@jolda/contracts';
import { SELLER_LABELS } from '../../shared/labels';

/** "Частное лицо · на Jolda с 2022 года": who the seller is and the year they joined (the announcement and seller pages). */
export function SellerSince({ seller }: { seller: Pick<Seller, 'type' | 'memberSince'> }) {
  const { i18n } = useLingui();
  // The year only: "с ноябрь 2022 г." is wrong Russian (a month without a day is nominative in CLDR).
  const memberSinceYear = new Date(seller.memberSince).getUTCFullYear();
  return (
    <>
      {i18n._(SELLER_LABELS[seller.type])} · <Trans>на Jolda с {memberSinceYear} года</Trans>
    </>
  );
}
