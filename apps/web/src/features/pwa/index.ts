/** The PWA feature's public entry: what other features may use. */
export { InstallAppButton } from './InstallAppButton';
