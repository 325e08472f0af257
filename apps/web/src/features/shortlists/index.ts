/** The shortlists feature's public entry: what other features may use (the page itself is imported by its route). */
export { AddToShortlist } from './AddToShortlist';
export { MyShortlists } from './MyShortlists';
