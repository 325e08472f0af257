export { FileDrop, type FileDropItem, type FileDropProps, type FileDropRejectMessages } from './FileDrop';
