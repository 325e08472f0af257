export { ToastRegion, type ToastRegionProps } from './Toast';
export { createToastQueue, type ToastItem, type ToastOptions, type ToastQueue, type ToastTone } from './toast-queue';
