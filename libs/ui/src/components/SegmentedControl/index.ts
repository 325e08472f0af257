export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './SegmentedControl';
