export { MaskedInput, type MaskedInputProps } from './MaskedInput';
