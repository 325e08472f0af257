/** The device feature's public entry. */
export { useDevice } from './use-device';
