/** The delivery feature's public entry: what other features may use. */
export { ExternalLink } from './ExternalLink';
