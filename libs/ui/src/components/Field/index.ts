export { Field, type FieldBaseProps, type FieldIds } from './Field';
