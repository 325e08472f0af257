export { SlotPicker, type SlotPickerDay, type SlotPickerProps, type SlotPickerSlot } from './SlotPicker';
