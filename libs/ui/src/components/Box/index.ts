export { Box, splitSprinkles, type BoxProps } from './Box';
