export { ListingCard, type ListingCardImage, type ListingCardProps } from './ListingCard';
