export { Rating, type RatingDisplayProps, type RatingInputProps, type RatingProps } from './Rating';
