/** The compare feature's public entry: what other features may use (the page itself is imported by its route). */
export { CompareToggle } from './CompareToggle';
export { CompareSync } from './CompareSync';
export { CompareTray } from './CompareTray';
