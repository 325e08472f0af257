export { PhoneInput, KZ_PHONE_MASK, type PhoneInputProps } from './PhoneInput';
