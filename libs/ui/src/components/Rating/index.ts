export { Rating, type RatingDisplayProps, type RatingInputProps, type RatingProps } from './Rating';
export { RatingStars, type RatingStarsProps } from './RatingStars';
