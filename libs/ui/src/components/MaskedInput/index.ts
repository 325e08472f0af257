export { MaskedInput, type MaskedInputProps, type MaskedInputValue } from './MaskedInput';
