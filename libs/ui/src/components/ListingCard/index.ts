export { ListingCard, type ListingCardBadge, type ListingCardImage, type ListingCardProps } from './ListingCard';
