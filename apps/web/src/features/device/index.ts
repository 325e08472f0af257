/** The device feature's public entry. */
export { useDevice } from './use-device';
export { MOBILE_BELOW } from './device-store';
