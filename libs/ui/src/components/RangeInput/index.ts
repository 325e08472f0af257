export { RangeInput, type RangeInputProps, type RangeValue } from './RangeInput';
