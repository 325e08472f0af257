import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { OfferCard } from '@jolda/contracts';
import { ListingCard } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { dayMonth, offerSpecs } from './text';

/** A dealer's car as a card: the new car's trim and engine, the price after the discount, in stock or when expected. */
export function OfferCardItem({ offer, priority = false, headingLevel = 3 }: { offer: OfferCard; priority?: boolean; headingLevel?: 2 | 3 | 4 }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const date = offer.readyOn ? dayMonth(offer.readyOn, locale) : '';
  const badges = [
    offer.availability === 'in_stock' ? { label: t`В наличии`, tone: 'success' as const } : { label: t`Под заказ к ${date}`, tone: 'info' as const },
    ...(offer.local ? [{ label: t`Сборка в Казахстане`, tone: 'neutral' as const }] : []),
  ];
  return (
    <ListingCard
      href={`/new-auto/detail/${offer.id}`}
      title={`${offer.brand.name} ${offer.model.name} ${offer.trim.name}`}
      year={offer.year}
      price={offer.finalPrice}
      previousPrice={offer.discount > 0 ? offer.price : undefined}
      previousPriceLabel={t`Цена без скидки`}
      locale={locale}
      image={{ src: offer.photo, alt: t`${offer.brand.name} ${offer.model.name}, цвет: ${offer.colour.name}` }}
      priority={priority}
      badges={badges}
      specs={offerSpecs(i18n, offer)}
      city={offer.dealer.name}
      meta={offer.dealer.city.name}
      headingLevel={headingLevel}
      renderLink={({ className, children }) => (
        <Link to="/new-auto/detail/$id" params={{ id: offer.id }} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
