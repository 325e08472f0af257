export { ColourSwatches, type ColourSwatchesProps, type ColourSwatchOption } from './ColourSwatches';
